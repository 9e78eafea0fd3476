// The form kit (decision 036). Import it only from pages with forms: it brings react-hook-form, and the
// schemas it checks bring zod, neither of which the member home needs.
export { Form, FormActions, FormErrorSummary, SubmitButton } from './Form';
export { FormFailure, useFormFailure } from './FormFailure';
export { CheckboxField, ChipsField, PasswordField, SelectField, TextAreaField, TextField, ToggleChipsField } from './fields';
export { withConfirmation } from './confirmation';
export { NewPasswordFields } from './NewPasswordFields';
export { TopicsField } from './TopicsField';
export { ReasonDialog } from './ReasonDialog';
export { browserTimeZone, TimeZoneField, zoneLabel } from './TimeZoneField';
export { firstErrorMessage, placeErrors, placeServerErrors, reportRefusal, useZodForm, type ZodForm } from './use-zod-form';
