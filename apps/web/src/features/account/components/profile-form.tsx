import type { ProfileSchemaType } from '@casino/contract/player';
import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useProfileSchema } from '../api/get-profile-schema';
import type { ProfileFieldDef } from '../profile-field-rules';
import { failureMessage } from '@/lib/validation-issues';
import { ProfileFieldInput } from './profile-field-input';
import { useProfileFormState } from '../hooks/use-profile-form-state';

export interface ProfileFormProps {
  type: ProfileSchemaType;
  /** After the server accepted the save (its message is shown by the API client). */
  onSaved?: () => void;
}

/** One profile form, rendered from GET /player/schema/{type}. */
export function ProfileForm({ type, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const schema = useProfileSchema(type);
  const title = t(`forms.${type}`);
  // Kept here, not in the body: the body starts again when the saved schema arrives.
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const onBodySaved = (message: string) => {
    setSavedMessage(message);
    onSaved?.();
  };
  if (schema.isPending) return <Spinner label={t('loading')} />;
  if (schema.isError) return <FormMessage kind="error">{failureMessage(schema.error)}</FormMessage>;
  // A fresh schema (after a save) starts the form again from the server's values.
  return (
    <ProfileFormBody
      key={schema.dataUpdatedAt}
      type={type}
      title={title}
      fields={schema.data.fields}
      savedMessage={savedMessage}
      onSaved={onBodySaved}
      onEdit={() => setSavedMessage(null)}
    />
  );
}

interface BodyProps {
  type: ProfileSchemaType;
  title: string;
  fields: ProfileFieldDef[];
  savedMessage: string | null;
  onSaved: (message: string) => void;
  onEdit: () => void;
}

function ProfileFormBody({ type, title, fields, savedMessage, onSaved, onEdit }: BodyProps) {
  const { t } = useTranslation('account');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProfileFormState(type, fields, formRef, onSaved, onEdit);
  const editable = fields.some((field) => !field.readOnly);
  return (
    <form
      ref={formRef}
      className="account-card"
      data-testid={`profile-form-${type}`}
      onSubmit={form.onSubmit}
      noValidate
    >
      <h3 className="account-card__title">{title}</h3>
      <div className="form-grid">
        {fields.map((field) => (
          <ProfileFieldInput
            key={field.name}
            field={field}
            value={form.values[field.name] ?? ''}
            showRule={form.isSubmitted || form.touched.has(field.name)}
            serverError={form.serverErrors[field.name]}
            onChange={form.onChange}
          />
        ))}
      </div>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      {savedMessage ? (
        <p className="form-saved" data-testid={`profile-saved-${type}`}>
          {savedMessage}
        </p>
      ) : null}
      {editable ? (
        <div className="form-actions">
          <Button type="submit" isBusy={form.isSaving} data-testid={`profile-save-${type}`}>
            {t('save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
