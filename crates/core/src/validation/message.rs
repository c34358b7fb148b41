//! Every validation message and its text in the three languages.

use crate::locale::Locale;
use serde::{Deserialize, Serialize};

/// Every validation message. The English text is the spec's, word for word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Message {
    InvalidEmail,
    TypeValidData,
    Required,
    InvalidEmailFormat,
    PasswordsDoNotMatch,
    PasswordTooShort,
    FullNameTooShort,
    EmailNotValid,
    PhoneNotValid,
    StreetTooShort,
    EmailTaken,
    InvalidCredentials,
    ResetLinkInvalid,
    AddressBookFull,
    TooLong,
    MessageTooLong,
    InvalidDate,
}

impl Message {
    /// Every message, for checks that must cover them all (their translations).
    pub const ALL: [Message; 17] = [
        Message::InvalidEmail,
        Message::TypeValidData,
        Message::Required,
        Message::InvalidEmailFormat,
        Message::PasswordsDoNotMatch,
        Message::PasswordTooShort,
        Message::FullNameTooShort,
        Message::EmailNotValid,
        Message::PhoneNotValid,
        Message::StreetTooShort,
        Message::EmailTaken,
        Message::InvalidCredentials,
        Message::ResetLinkInvalid,
        Message::AddressBookFull,
        Message::TooLong,
        Message::MessageTooLong,
        Message::InvalidDate,
    ];

    pub fn text(self, locale: Locale) -> &'static str {
        use Message::*;
        match self {
            InvalidEmail => locale.pick("Անվավեր էլ. հասցե", "Неверный email", "Invalid Email"),
            TypeValidData => locale.pick("Մուտքագրեք վավեր տվյալներ", "Введите корректные данные", "Type valid data"),
            Required => locale.pick("Այս դաշտը պարտադիր է", "Это поле обязательно", "This field is required"),
            InvalidEmailFormat => locale.pick("Էլ. փոստի ձևաչափը սխալ է", "Неверный формат электронной почты", "Invalid email format"),
            PasswordsDoNotMatch => locale.pick("Գաղտնաբառերը չեն համընկնում", "Пароли не совпадают", "Passwords do not match"),
            PasswordTooShort => locale.pick(
                "Գաղտնաբառը պետք է պարունակի առնվազն 6 նիշ",
                "Пароль должен содержать не менее 6 символов",
                "Password must be more than 6 characters",
            ),
            FullNameTooShort => locale.pick(
                "Անունը պետք է պարունակի առնվազն 3 նիշ",
                "Имя должно содержать не менее 3 символов!",
                "Full Name must be 3 characters long!",
            ),
            EmailNotValid => locale.pick("Էլ. հասցեն վավեր չէ", "Некорректный e-mail!", "Email is not valid!"),
            PhoneNotValid => locale.pick("Հեռախոսահամարը վավեր չէ", "Некорректный номер телефона!", "Phone is not valid!"),
            StreetTooShort => locale.pick(
                "Փողոցը պետք է պարունակի առնվազն 5 նիշ",
                "Улица должна содержать не менее 5 символов!",
                "Street must be 5 characters long!",
            ),
            EmailTaken => {
                locale.pick("Այս էլ. հասցեով արդեն գրանցված հաշիվ կա", "Этот e-mail уже занят.", "The email has already been taken.")
            }
            InvalidCredentials => locale.pick("Սխալ էլ. հասցե կամ գաղտնաբառ", "Неверный e-mail или пароль", "Invalid Email or Password"),
            ResetLinkInvalid => locale.pick(
                "Գաղտնաբառի վերականգնման հղումն անվավեր է կամ ժամկետանց",
                "Ссылка для сброса пароля недействительна или устарела.",
                "This password reset link is invalid or has expired.",
            ),
            AddressBookFull => locale.pick(
                "Հասցեագրքում կարող է լինել առավելագույնը 100 հասցե",
                "В адресной книге может быть не более 100 адресов.",
                "An address book holds at most 100 addresses.",
            ),
            TooLong => locale.pick("Առավելագույնը 255 նիշ", "Не более 255 символов", "At most 255 characters"),
            MessageTooLong => locale.pick("Առավելագույնը 5000 նիշ", "Не более 5000 символов", "At most 5000 characters"),
            InvalidDate => {
                locale.pick("Մուտքագրեք ամսաթիվը ՏՏՏՏ-ԱԱ-ՕՕ ձևաչափով", "Введите дату в формате ГГГГ-ММ-ДД", "Enter a date as YYYY-MM-DD")
            }
        }
    }
}
