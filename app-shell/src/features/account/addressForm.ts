import type { Address } from "../../shared/session/api";

// The address form's state, and how the server's field names map onto it.

export interface AddressState {
  first_name: string;
  last_name: string;
  company_name: string;
  street: string;
  city: string;
  postcode: string;
  state: string;
  phone: string;
  default: boolean;
}

export const EMPTY: AddressState = { first_name: "", last_name: "", company_name: "", street: "", city: "", postcode: "", state: "", phone: "", default: false };

/** The form's fields that take the existing value when emptied during an edit. */
export const KEPT = ["first_name", "last_name", "company_name", "street", "city", "postcode", "state", "phone"] as const;

/** The server calls the street `address1`. */
export const FIELDS = ["first_name", "last_name", "company_name", "address1", "city", "postcode", "state", "phone"];

export const formName = (field: string) => (field === "address1" ? "street" : field);

/** Each field's label, for the lines of the red notice. */
export const LABELS: Record<string, string> = {
  first_name: "account.field.first_name",
  last_name: "account.field.last_name",
  company_name: "account.field.company_name",
  address1: "account.field.street",
  street: "account.field.street",
  city: "account.field.city",
  postcode: "account.field.postcode",
  state: "account.field.state",
  phone: "account.field.phone",
};

export function fromAddress(address: Address): AddressState {
  return {
    first_name: address.first_name ?? "",
    last_name: address.last_name ?? "",
    company_name: address.company_name ?? "",
    street: address.address1?.[0] ?? "",
    city: address.city ?? "",
    postcode: address.postcode ?? "",
    state: address.state ?? "",
    phone: address.phone ?? "",
    default: Boolean(address.default),
  };
}
