import type { LoginBody, LoginData } from '@casino/contract/auth';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** POST /player/login. The success notice is ours (it names the last login), not the server's text. */
export function login(body: LoginBody): Promise<LoginData> {
  return api.call(playerApi.login, { body, showMessage: false });
}
