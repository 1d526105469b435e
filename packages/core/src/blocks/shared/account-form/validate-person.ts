import { Email } from '@jobboard/schema';

/** The person's fields of an account, named as the API names them. */
export type PersonField = 'given_name' | 'family_name' | 'email';

export type PersonValues = Record<PersonField, string>;

/** Why a person's field is not valid: the form turns it into a text. */
export type PersonProblem = 'required' | 'email';

/** The person's fields in screen order: the first with a problem gets the focus. */
export const PERSON_FIELDS: readonly PersonField[] = ['given_name', 'family_name', 'email'];

/**
 * Checks a person's name and email as the registration form does (spec §5): given name, family
 * name and email are required, and the email must look like one.
 */
export function validatePerson(values: PersonValues): Partial<Record<PersonField, PersonProblem>> {
  const problems: Partial<Record<PersonField, PersonProblem>> = {};
  for (const field of PERSON_FIELDS) {
    if (values[field].trim() === '') problems[field] = 'required';
  }
  if (!problems.email && !Email.is(values.email.trim())) problems.email = 'email';
  return problems;
}
