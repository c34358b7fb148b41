//! The shop's contact details in the back office, over real HTTP on both databases: the shop
//! ships its own texts; a content editor's saved phone, e-mail, address and hours lie over them
//! in the messages the storefront reads (a field left empty keeps the shipped text), the links
//! follow the phone and e-mail, every bad field is named, and the change is audited.

use serde_json::{json, Value};
use storefront_core::staff::Role;

use crate::back_office::{audit_count, start_owners_without_totp, Staff};
use crate::catalogue_editing::storefront;

fn details() -> Value {
    json!({ "contacts": {
        "phone": " +374 (60) 55-44-33 ",
        "email": "hello@shuka.am",
        "texts": {
            "hy": { "address": "Երևան, Թումանյան 5", "hours": "Ամեն օր՝ 10:00–20:00" },
            "ru": { "address": "Ереван, ул. Туманяна 5", "hours": "" },
            "en": { "address": "", "hours": "" }
        }
    } })
}

on_both_databases! {
    async fn saved_contact_details_replace_the_shipped_ones_in_the_shops_messages(env) {
        let app = start_owners_without_totp(&env).await;
        let shipped = storefront(&app, "/api/translations").await;
        assert_eq!(shipped["en"]["footer.phone_href"], "tel:+37410000000");
        let mut editor = Staff::signed_in(&app, "content@shuka.am", Role::ContentEditor).await;

        let mut bad = details();
        bad["contacts"]["phone"] = json!("call us");
        bad["contacts"]["texts"]["en"]["hours"] = json!("9:00\n18:00");
        let (status, refused) = editor.call("contact-details/save", bad).await;
        assert_eq!(status, 422, "{refused}");
        let mut named: Vec<&String> = refused["fields"].as_object().unwrap().keys().collect();
        named.sort();
        assert_eq!(named, ["hours_en", "phone"], "{refused}");

        let (status, saved) = editor.call("contact-details/save", details()).await;
        assert_eq!(status, 200, "{saved}");
        assert_eq!(saved["phone"], "+374 (60) 55-44-33", "stored trimmed");
        let messages = storefront(&app, "/api/translations").await;
        assert_eq!(messages["hy"]["footer.address"], "Երևան, Թումանյան 5");
        assert_eq!(messages["hy"]["footer.hours"], "Ամեն օր՝ 10:00–20:00");
        assert_eq!(messages["ru"]["footer.address"], "Ереван, ул. Туманяна 5");
        assert_eq!(messages["ru"]["footer.hours"], shipped["ru"]["footer.hours"], "an empty field keeps the shipped text");
        assert_eq!(messages["en"]["footer.address"], shipped["en"]["footer.address"]);
        assert_eq!(messages["en"]["footer.phone"], "+374 (60) 55-44-33", "the phone is the same in every language");
        assert_eq!(messages["en"]["footer.phone_href"], "tel:+37460554433");
        assert_eq!(messages["ru"]["footer.email_href"], "mailto:hello@shuka.am");
        assert_eq!(messages["en"]["footer.rights"], shipped["en"]["footer.rights"], "other messages stay");
        assert_eq!(audit_count(&app, "contacts.update").await, 1);

        let (_, read) = editor.call("contact-details/get", json!({})).await;
        assert_eq!(read, saved);
        let mut clerk = Staff::signed_in(&app, "clerk@shuka.am", Role::OrderClerk).await;
        assert_eq!(clerk.call("contact-details/save", details()).await.0, 403);
        assert_eq!(audit_count(&app, "contacts.update").await, 1);
        app.stop().await;
    }
}
