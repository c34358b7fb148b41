import type { AccountKind } from "../../core";

// The registration form's state.

export interface RegistrationState {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  vat_id: string;
  address1: string;
  phone: string;
  position: string;
}

export const EMPTY: RegistrationState = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  password_confirmation: "",
  company_name: "",
  vat_id: "",
  address1: "",
  phone: "",
  // A company's contact is a manager unless the shopper says otherwise (the core's default too).
  position: "manager",
};

/** Fields in the order shown, per kind: the first one in error gets the focus. */
export const ORDER: Record<AccountKind, (keyof RegistrationState)[]> = {
  individual: ["first_name", "last_name", "email", "password", "password_confirmation"],
  company: ["company_name", "vat_id", "address1", "phone", "position", "first_name", "last_name", "email", "password", "password_confirmation"],
};

/** The server's English text for a taken e-mail, shown in the shopper's language instead. */
export const EMAIL_TAKEN = "The email has already been taken.";
