import { useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import type { StaffApiError } from '../../lib/staff-api';
import { staffApi, staffCall } from '../../lib/staff-api';

type ReasonAction = 'block' | 'unblock' | 'close' | 'reset';

const reasonRoutes = {
  block: staffApi.blockPlayer,
  unblock: staffApi.unblockPlayer,
  close: staffApi.closePlayer,
  reset: staffApi.forcePasswordReset,
} as const;

const reasonLabels: Record<ReasonAction, MessageKey> = {
  block: 'actions.block',
  unblock: 'actions.unblock',
  close: 'actions.close',
  reset: 'actions.reset',
};

/** A one-field form that sends its text and clears on success; the outcome is announced. */
function TextAction(props: {
  label: MessageKey;
  submit: MessageKey;
  multiline?: boolean;
  onSend: (text: string) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    props.onSend(text).then(
      () => {
        setText('');
        setOutcome(t('actions.done'));
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };
  return (
    <form onSubmit={send}>
      <label>
        {t(props.label)}
        {props.multiline ? (
          <textarea
            value={text}
            maxLength={2000}
            required
            onChange={(event) => setText(event.target.value)}
          />
        ) : (
          <input value={text} maxLength={500} required onChange={(event) => setText(event.target.value)} />
        )}
      </label>
      <button type="submit">{t(props.submit)}</button>
      {outcome ? <p role="status">{outcome}</p> : null}
    </form>
  );
}

/** Block, unblock, close and force a new password: each asks for a reason, kept in the audit. */
function StatusActions(props: { playerId: string; blocked: boolean; closed: boolean; onDone: () => void }) {
  const { t } = useI18n();
  const [action, setAction] = useState<ReasonAction | null>(null);
  const choices: ReasonAction[] = props.closed
    ? ['reset']
    : [props.blocked ? 'unblock' : 'block', 'close', 'reset'];
  if (action)
    return (
      <div>
        <TextAction
          label="actions.reason"
          submit={reasonLabels[action]}
          onSend={async (reason) => {
            await staffCall(reasonRoutes[action], { params: { id: props.playerId }, body: { reason } });
            setAction(null);
            props.onDone();
          }}
        />
        <button type="button" className="secondary" onClick={() => setAction(null)}>
          {t('withdrawals.cancel')}
        </button>
      </div>
    );
  return (
    <div className="row">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={choice === 'unblock' ? '' : 'danger'}
          onClick={() => setAction(choice)}
        >
          {t(reasonLabels[choice])}
        </button>
      ))}
    </div>
  );
}

/** The player page's actions, each shown only to a role that may use it. */
export function PlayerActions(props: {
  playerId: string;
  blocked: boolean;
  closed: boolean;
  onChanged: () => void;
}) {
  const { t } = useI18n();
  const { may } = useSession();
  const params = { id: props.playerId };
  return (
    <article className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">{t('actions.title')}</h2>
      {may('players.manage') ? <StatusActions {...props} onDone={props.onChanged} /> : null}
      {may('players.message') ? (
        <TextAction
          label="actions.message"
          submit="actions.send"
          multiline
          onSend={(message) => staffCall(staffApi.sendPlayerMessage, { params, body: { message } })}
        />
      ) : null}
      {may('players.note') ? (
        <TextAction
          label="actions.note"
          submit="actions.addNote"
          multiline
          onSend={async (body) => {
            await staffCall(staffApi.addPlayerNote, { params, body: { body } });
            props.onChanged();
          }}
        />
      ) : null}
    </article>
  );
}
