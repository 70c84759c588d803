import type { SelfExclusionKind } from '@casino/contract/responsible-gambling';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useSelfExclude } from '../api/self-exclude';
import { checkLimitPassword, limitErrorCode } from '../limit-rules';
import { AccountPasswordField } from './account-password-field';

export interface SelfExclusionDialogProps {
  /** null: closed. */
  kind: SelfExclusionKind | null;
  onClose: () => void;
  /** The server has ended every session: the app forgets the player and goes home. */
  onExcluded: () => void;
}

/**
 * The last step before a freeze or a self-exclusion: says plainly what happens at once (every session
 * ends, log in is refused) and, for the long ones, that nothing lifts them early; asks for the password.
 */
export function SelfExclusionDialog({ kind, onClose, onExcluded }: SelfExclusionDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog
      isOpen={kind !== null}
      onClose={onClose}
      title={kind ? t(`exclusion.confirmTitle.${kind}`) : ''}
      closeLabel={t('close')}
      testId="self-exclusion-dialog"
    >
      {kind ? <DialogBody key={kind} kind={kind} onClose={onClose} onExcluded={onExcluded} /> : null}
    </Dialog>
  );
}

function DialogBody({
  kind,
  onClose,
  onExcluded,
}: {
  kind: SelfExclusionKind;
  onClose: () => void;
  onExcluded: () => void;
}) {
  const { t } = useTranslation('account');
  const exclude = useSelfExclude();
  const [password, setPassword] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ onPassword: boolean; message: string } | null>(null);
  const rule = checkLimitPassword(password);
  const passwordError = refusal?.onPassword
    ? refusal.message
    : isSubmitted && rule
      ? t(`errors.${rule}`)
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    setRefusal(null);
    if (rule) {
      event.currentTarget.querySelector<HTMLElement>('[name="password"]')?.focus();
      return;
    }
    exclude.mutate(
      { kind, password },
      {
        onSuccess: onExcluded,
        onError: (error) =>
          setRefusal(
            limitErrorCode(error) === 'invalid_old_password'
              ? { onPassword: true, message: t('errors.invalid_old_password') }
              : { onPassword: false, message: error.message },
          ),
      },
    );
  };

  const isFreeze = kind === 'freeze_24h';
  return (
    <form onSubmit={onSubmit} noValidate className="exclusion-dialog">
      <ul className="exclusion-dialog__facts">
        <li>{t('exclusion.factSessionsEnd')}</li>
        <li>{isFreeze ? t('exclusion.factFreezeLogin') : t('exclusion.factLongLogin')}</li>
        {isFreeze ? (
          <li>{t('exclusion.factFreezeEmail')}</li>
        ) : (
          <li className="exclusion-dialog__final">{t('exclusion.factFinal')}</li>
        )}
      </ul>
      <AccountPasswordField
        value={password}
        error={passwordError}
        testId="freeze-password"
        onChange={(value) => {
          setPassword(value);
          setRefusal(null);
        }}
      />
      {refusal && !refusal.onPassword ? <FormMessage kind="error">{refusal.message}</FormMessage> : null}
      <div className="form-actions exclusion-dialog__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" isBusy={exclude.isPending} data-testid="freeze-confirm">
          {t(`exclusion.confirm.${kind}`)}
        </Button>
      </div>
    </form>
  );
}
