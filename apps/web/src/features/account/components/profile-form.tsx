import type { ProfileSchemaType } from '@casino/contract/player';
import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { useProfileSchema } from '../api/get-profile-schema';
import { useUpdateProfile } from '../api/update-profile';
import { fieldErrorText } from '../field-error-text';
import { autoCompleteOf, countryName, displayValue, inputTypeOf } from '../profile-field-display';
import {
  checkProfileField,
  checkProfileForm,
  editableValues,
  loadPhoneRule,
  type ProfileFieldDef,
} from '../profile-field-rules';
import { failureMessage, serverIssuesByField } from '@/lib/validation-issues';

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
  const { t, i18n } = useTranslation('account');
  const update = useUpdateProfile(type);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, f.value])));
  // Errors show once a field was changed or a save was tried, never on a pristine form.
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The phone number's full check arrives with its own chunk; the errors are worked out again then.
  const hasPhone = fields.some((field) => field.name === 'mobile' && !field.readOnly);
  const [, setIsPhoneRuleLoaded] = useState(false);
  useEffect(() => {
    if (hasPhone)
      void loadPhoneRule().then(
        () => setIsPhoneRuleLoaded(true),
        () => undefined,
      );
  }, [hasPhone]);

  const onChange = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => new Set(previous).add(name));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    onEdit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    setFormError(null);
    const errors = checkProfileForm(fields, values);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    update.mutate(editableValues(fields, values), {
      onSuccess: (message) => onSaved(message || t('saved')),
      onError: (error) => {
        const issues = serverIssuesByField(error);
        setServerErrors(issues);
        if (Object.keys(issues).length === 0) setFormError(failureMessage(error));
      },
    });
  };

  const editable = fields.some((field) => !field.readOnly);
  return (
    <form
      ref={formRef}
      className="account-card"
      data-testid={`profile-form-${type}`}
      onSubmit={onSubmit}
      noValidate
    >
      <h3 className="account-card__title">{title}</h3>
      <div className="form-grid">
        {fields.map((field) => {
          const value = values[field.name] ?? '';
          const showRule = isSubmitted || touched.has(field.name);
          const error =
            serverErrors[field.name] ??
            (showRule
              ? fieldErrorText(t, checkProfileField(field, value), {
                  min: field.minLength,
                  max: field.maxLength,
                })
              : null);
          return (
            <FormField
              key={field.name}
              label={t(`fields.${field.name}`, { defaultValue: field.name })}
              error={error}
            >
              {(control) =>
                field.options && !field.readOnly ? (
                  <select
                    {...control}
                    className="form-input"
                    name={field.name}
                    value={value}
                    required={field.required}
                    data-testid={`profile-field-${field.name}`}
                    onChange={(event) => onChange(field.name, event.target.value)}
                  >
                    <option value="">{t('choose')}</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {field.name === 'country' ? countryName(option.value, i18n.language) : option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control}
                    className="form-input"
                    name={field.name}
                    type={inputTypeOf(field)}
                    value={field.readOnly ? displayValue(field, value, i18n.language) : value}
                    readOnly={field.readOnly}
                    required={field.required}
                    placeholder={field.kind === 'date' ? t('datePlaceholder') : undefined}
                    autoComplete={field.kind === 'password' ? 'new-password' : autoCompleteOf[field.name]}
                    data-testid={`profile-field-${field.name}`}
                    onChange={(event) => onChange(field.name, event.target.value)}
                  />
                )
              }
            </FormField>
          );
        })}
      </div>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      {savedMessage ? (
        <p className="form-saved" data-testid={`profile-saved-${type}`}>
          {savedMessage}
        </p>
      ) : null}
      {editable ? (
        <div className="form-actions">
          <Button type="submit" isBusy={update.isPending} data-testid={`profile-save-${type}`}>
            {t('save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
