import {
  array,
  assign,
  type Infer,
  integer,
  nonempty,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import { AddressPayload } from './address';
import { Email } from './email';
import { Password, withMatchingPasswords } from './password';
import { PhonePayload } from './phone';
import { filledLine } from './text-line';

/** The longest given name, family name and company name (registration, profile, company). */
export const NAME_MAX_LENGTH = 200;

const registrationFields = object({
  given_name: filledLine(NAME_MAX_LENGTH),
  family_name: filledLine(NAME_MAX_LENGTH),
  email: Email,
  password: Password,
  password_confirmation: string(),
  /** Ids of the site's newsletters the user subscribes to. */
  newsletters: optional(array(integer())),
  job_board_id: integer(),
});

/** `POST /register` on the candidate API. */
export const CandidateRegistration = withMatchingPasswords(registrationFields);
export type CandidateRegistration = Infer<typeof CandidateRegistration>;

/** `POST /register` on the employer API: the person plus the company and its first address and phone. */
export const EmployerRegistration = withMatchingPasswords(
  assign(
    registrationFields,
    object({
      /** The company name. */
      name: filledLine(NAME_MAX_LENGTH),
      addresses: size(array(AddressPayload), 1, Number.POSITIVE_INFINITY),
      phones: size(array(PhonePayload), 1, Number.POSITIVE_INFINITY),
    }),
  ),
);
export type EmployerRegistration = Infer<typeof EmployerRegistration>;

/** `POST /password/reset`: the new password with the token from the reset mail. */
export const PasswordReset = withMatchingPasswords(
  object({
    password: Password,
    password_confirmation: string(),
    token: nonempty(string()),
  }),
);
export type PasswordReset = Infer<typeof PasswordReset>;
