import type { StaffCannedAnswer } from '@casino/contract/live-chat';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n';

/** The text of a canned answer in the language asked for, English when it has none in that one. */
export function cannedTextIn(answer: StaffCannedAnswer, language: string): string {
  const texts: Record<string, string | undefined> = answer.texts;
  return texts[language] ?? answer.texts.en;
}

/** Picks a canned answer: its text, in the player's language, goes into the answer box. */
export function CannedAnswerPicker(props: {
  answers: StaffCannedAnswer[];
  language: string;
  onInsert: (text: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  if (props.answers.length === 0) return null;
  return (
    <label htmlFor={id} className="inline">
      {t('chat.canned', { language: props.language })}
      <select
        id={id}
        value=""
        data-testid="chat-canned"
        onChange={(event) => {
          const answer = props.answers.find((each) => each.id === event.target.value);
          if (answer) props.onInsert(cannedTextIn(answer, props.language));
        }}
      >
        <option value="">—</option>
        {props.answers.map((answer) => (
          <option key={answer.id} value={answer.id}>
            {answer.title}
          </option>
        ))}
      </select>
    </label>
  );
}
