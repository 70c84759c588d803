import { useMissingProfile } from '../api/get-missing-profile';
import type { CashierKind } from '../cashier-redirect';
import { useContinueToCashier } from '../hooks/use-continue-to-cashier';
import { MissingProfileNotice } from './missing-profile-notice';
import { ProfileForm } from './profile-form';

/**
 * my-account/:redirect with fields missing (spec sections 2 and 5): one form of exactly those fields,
 * in the check's order, one Save, then on to the cashier. Renders nothing once nothing is missing.
 */
export function CashierReadiness({ kind }: { kind: CashierKind }) {
  const continueToCashier = useContinueToCashier(kind);
  return (
    <div className="account-readiness" data-testid="cashier-readiness">
      <MissingProfileNotice kind={kind} />
      <ProfileForm type="missing" onSaved={() => void continueToCashier()} />
    </div>
  );
}

/** Whether my-account should show only the readiness form: heading for the cashier, something missing. */
export function useNeedsReadiness(kind: CashierKind | null): { isPending: boolean; isNeeded: boolean } {
  const { data, isPending } = useMissingProfile({ enabled: kind !== null });
  if (!kind) return { isPending: false, isNeeded: false };
  return { isPending, isNeeded: (data?.missing.length ?? 0) > 0 };
}
