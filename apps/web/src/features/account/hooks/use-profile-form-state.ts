import type { ProfileSchemaType } from '@casino/contract/player';
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useUpdateProfile } from '../api/update-profile';
import {
  checkProfileForm,
  editableValues,
  loadPhoneRule,
  type ProfileFieldDef,
} from '../profile-field-rules';
import { failureMessage, serverIssuesByField } from '@/lib/validation-issues';

/**
 * The state of one profile form: its values, which fields show their rule, and the save. The form
 * element is the component's; a refused save focuses its first invalid field.
 */
export function useProfileFormState(
  type: ProfileSchemaType,
  fields: ProfileFieldDef[],
  formRef: RefObject<HTMLFormElement | null>,
  onSaved: (message: string) => void,
  onEdit: () => void,
) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile(type);
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, f.value])));
  // Errors show once a field was changed or a save was tried, never on a pristine form.
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useRerenderWhenPhoneRuleLoads(fields);

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

  return {
    values,
    touched,
    isSubmitted,
    serverErrors,
    formError,
    isSaving: update.isPending,
    onChange,
    onSubmit,
  };
}

/** The phone number's full check arrives with its own chunk; the errors are worked out again then. */
function useRerenderWhenPhoneRuleLoads(fields: ProfileFieldDef[]) {
  const hasPhone = fields.some((field) => field.name === 'mobile' && !field.readOnly);
  const [, setIsPhoneRuleLoaded] = useState(false);
  useEffect(() => {
    if (!hasPhone) return;
    // A form closed before the chunk lands has nothing to work out again (and, in a test, its window
    // may be gone by then).
    let isShown = true;
    void loadPhoneRule().then(
      () => isShown && setIsPhoneRuleLoaded(true),
      () => undefined,
    );
    return () => {
      isShown = false;
    };
  }, [hasPhone]);
}
