import { useTranslation } from '@/lib/i18n-react';
import { FormField, type FieldControlProps } from '@/components/form-field';
import { fieldErrorText } from '../field-error-text';
import { autoCompleteOf, countryName, displayValue, inputTypeOf } from '../profile-field-display';
import { checkProfileField, type ProfileFieldDef } from '../profile-field-rules';

interface ProfileFieldInputProps {
  field: ProfileFieldDef;
  value: string;
  /** Its rule's message shows once it was changed or a save was tried. */
  showRule: boolean;
  serverError: string | undefined;
  onChange: (name: string, value: string) => void;
}

/** One field of a profile form: a list to choose from, or a text input (read-only fields shown formatted). */
export function ProfileFieldInput({ field, value, showRule, serverError, onChange }: ProfileFieldInputProps) {
  const { t } = useTranslation('account');
  const error =
    serverError ??
    (showRule
      ? fieldErrorText(t, checkProfileField(field, value), { min: field.minLength, max: field.maxLength })
      : null);
  return (
    <FormField label={t(`fields.${field.name}`, { defaultValue: field.name })} error={error}>
      {(control) =>
        field.options && !field.readOnly ? (
          <ProfileFieldSelect control={control} field={field} value={value} onChange={onChange} />
        ) : (
          <ProfileFieldText control={control} field={field} value={value} onChange={onChange} />
        )
      }
    </FormField>
  );
}

interface ControlProps {
  control: FieldControlProps;
  field: ProfileFieldDef;
  value: string;
  onChange: (name: string, value: string) => void;
}

function ProfileFieldSelect({ control, field, value, onChange }: ControlProps) {
  const { t, i18n } = useTranslation('account');
  return (
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
      {field.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {field.name === 'country' ? countryName(option.value, i18n.language) : option.label}
        </option>
      ))}
    </select>
  );
}

function ProfileFieldText({ control, field, value, onChange }: ControlProps) {
  const { t, i18n } = useTranslation('account');
  return (
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
  );
}
