import type { Salutation } from '@jobboard/schema';

/** How the apply form shows the salutation and CV fields (settings `hideGender`, `hideResume`). */
export type FieldVisibility = 'hide' | 'show_required' | 'show_not_required';

/** An apply file upload: nothing yet, on its way, stored (with its token) or refused. */
export type UploadState =
  | { readonly status: 'empty' }
  | { readonly status: 'uploading'; readonly name: string }
  | { readonly status: 'done'; readonly name: string; readonly token: string }
  | { readonly status: 'error'; readonly name: string; readonly errors: readonly string[] };

export const EMPTY_UPLOAD: UploadState = { status: 'empty' };

/** What the visitor typed and chose in the apply form. */
export interface ApplicationValues {
  salutation: Salutation | '';
  given_name: string;
  family_name: string;
  email: string;
  phone: string;
  phone_country: string;
  motivation_text: string;
  newsletters: number[];
  candidate: boolean;
  termsAccepted: boolean;
}

export type UploadField = 'cv' | 'motivation';

export interface ApplicationUploads {
  cv: UploadState;
  motivation: UploadState;
}

export function initialValues(phoneCountry: string): ApplicationValues {
  return {
    salutation: '',
    given_name: '',
    family_name: '',
    email: '',
    phone: '',
    phone_country: phoneCountry,
    motivation_text: '',
    newsletters: [],
    candidate: false,
    termsAccepted: false,
  };
}
