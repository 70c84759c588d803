import type { GoogleLoginBody, LoginData } from '@casino/contract/auth';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** POST /instantRegLogin/google: logs in, or signs up and logs in, with a Google ID token. */
export function googleLogin(body: GoogleLoginBody): Promise<LoginData> {
  return api.call(playerApi.googleLogin, { body, showMessage: false });
}
