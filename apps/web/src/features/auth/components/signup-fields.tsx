import type { ServerCheck } from '../hooks/use-server-field-check';
import type { SignupField, SignupValues } from '../signup-validation';
import { BirthDateField } from './birth-date-field';
import { CountryField } from './country-field';
import { CurrencyField } from './currency-field';
import { PrivacyConsentField } from './privacy-consent-field';
import { SignupCredentialFields } from './signup-credential-fields';

export interface SignupFieldsProps {
  values: SignupValues;
  errorOf: (field: SignupField) => string | null;
  onChange: <K extends SignupField>(field: K, value: SignupValues[K]) => void;
  currencies: readonly string[];
  checks: { username: ServerCheck; email: ServerCheck };
}

/** The inputs of the sign-up form; the form owns the values, rules and submission. */
export function SignupFields({ values, errorOf, onChange, currencies, checks }: SignupFieldsProps) {
  return (
    <div className="form-grid auth-form__grid">
      <SignupCredentialFields values={values} errorOf={errorOf} onChange={onChange} checks={checks} />
      <CurrencyField
        value={values.currency}
        onChange={(value) => onChange('currency', value)}
        currencies={currencies}
        error={errorOf('currency')}
        testId="signup-currency"
      />
      <CountryField
        value={values.country}
        onChange={(value) => onChange('country', value)}
        error={errorOf('country')}
        testId="signup-country"
      />
      <BirthDateField
        value={values.birthdate}
        onChange={(value) => onChange('birthdate', value)}
        error={errorOf('birthdate')}
        autoComplete="bday"
        testId="signup-birthdate"
      />
      <PrivacyConsentField
        checked={values.privacy}
        onChange={(checked) => onChange('privacy', checked)}
        error={errorOf('privacy')}
        testId="signup-privacy"
      />
    </div>
  );
}
