import type { CandidateRegistration, EmployerRegistration } from '@jobboard/schema';
import type { RegistrationValues } from './registration-values';

/**
 * The labels the spec gives the employer's first address and phone (§3 Registration payload),
 * in English whatever the board's language; the address book shows the address's translated.
 */
export const PRIMARY_ADDRESS_LABEL = 'Primary Address';
export const PRIMARY_PHONE_LABEL = 'Primary';

/** The candidate's payload of `POST /register` (spec §3), also the person part of an employer's. */
export function candidateRegistration(
  values: RegistrationValues,
  jobBoardId: number,
): CandidateRegistration {
  return {
    given_name: values.given_name.trim(),
    family_name: values.family_name.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    newsletters: values.newsletters,
    job_board_id: jobBoardId,
  };
}

/** The employer's payload: the person plus the company, its address and its phone. */
export function employerRegistration(
  values: RegistrationValues,
  jobBoardId: number,
): EmployerRegistration {
  return {
    ...candidateRegistration(values, jobBoardId),
    name: values.name.trim(),
    addresses: [
      {
        address_line_1: values.address_line_1.trim(),
        city: values.city.trim(),
        country_code: values.country_code,
        postal_code: values.postal_code.trim(),
        label: PRIMARY_ADDRESS_LABEL,
      },
    ],
    phones: [
      {
        country_code: values.phone_country,
        phone: values.phone.trim(),
        label: PRIMARY_PHONE_LABEL,
      },
    ],
  };
}
