//! Every validation message and its text in the three languages.

use serde::{Deserialize, Serialize};

crate::catalogue! {
    /// Every validation message. The storefront's English texts are the product's own wording,
    /// which its clients show as they are.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Message {
        InvalidEmail => ("Անվավեր էլ. հասցե", "Неверный email", "Invalid Email"),
        TypeValidData => ("Մուտքագրեք վավեր տվյալներ", "Введите корректные данные", "Type valid data"),
        Required => ("Այս դաշտը պարտադիր է", "Это поле обязательно", "This field is required"),
        InvalidEmailFormat => ("Էլ. փոստի ձևաչափը սխալ է", "Неверный формат электронной почты", "Invalid email format"),
        PasswordsDoNotMatch => ("Գաղտնաբառերը չեն համընկնում", "Пароли не совпадают", "Passwords do not match"),
        PasswordTooShort => ("Գաղտնաբառը պետք է պարունակի առնվազն 6 նիշ", "Пароль должен содержать не менее 6 символов", "Password must be more than 6 characters"),
        FullNameTooShort => ("Անունը պետք է պարունակի առնվազն 3 նիշ", "Имя должно содержать не менее 3 символов!", "Full Name must be 3 characters long!"),
        EmailNotValid => ("Էլ. հասցեն վավեր չէ", "Некорректный e-mail!", "Email is not valid!"),
        PhoneNotValid => ("Հեռախոսահամարը վավեր չէ", "Некорректный номер телефона!", "Phone is not valid!"),
        StreetTooShort => ("Փողոցը պետք է պարունակի առնվազն 5 նիշ", "Улица должна содержать не менее 5 символов!", "Street must be 5 characters long!"),
        EmailTaken => ("Այս էլ. հասցեով արդեն գրանցված հաշիվ կա", "Этот e-mail уже занят.", "The email has already been taken."),
        InvalidCredentials => ("Սխալ էլ. հասցե կամ գաղտնաբառ", "Неверный e-mail или пароль", "Invalid Email or Password"),
        ResetLinkInvalid => ("Գաղտնաբառի վերականգնման հղումն անվավեր է կամ ժամկետանց", "Ссылка для сброса пароля недействительна или устарела.", "This password reset link is invalid or has expired."),
        AddressBookFull => ("Հասցեագրքում կարող է լինել առավելագույնը 100 հասցե", "В адресной книге может быть не более 100 адресов.", "An address book holds at most 100 addresses."),
        TooLong => ("Առավելագույնը 255 նիշ", "Не более 255 символов", "At most 255 characters"),
        MessageTooLong => ("Առավելագույնը 5000 նիշ", "Не более 5000 символов", "At most 5000 characters"),
        PageTooLong => ("Առավելագույնը 200 000 նիշ", "Не более 200 000 символов", "At most 200,000 characters"),
        InvalidDate => ("Մուտքագրեք ամսաթիվը ՏՏՏՏ-ԱԱ-ՕՕ ձևաչափով", "Введите дату в формате ГГГГ-ММ-ДД", "Enter a date as YYYY-MM-DD"),
        SkuFormat => (
            "SKU-ն՝ լատինատառ, թվեր, գծիկ, կետ կամ ընդգծում, առավելագույնը 64 նիշ",
            "Артикул: латинские буквы, цифры, дефис, точка или подчёркивание, не более 64 символов",
            "SKU: Latin letters, digits, hyphens, dots or underscores, at most 64 characters"
        ),
        SkuTaken => ("Այս SKU-ն արդեն ունի այլ ապրանք", "Этот артикул уже у другого товара", "Another product already has this SKU"),
        UrlKeyFormat => (
            "URL-ը՝ փոքրատառ լատինատառ, թվեր և գծիկներ, առավելագույնը 120 նիշ",
            "URL: строчные латинские буквы, цифры и дефисы, не более 120 символов",
            "URL key: lowercase Latin letters, digits and hyphens, at most 120 characters"
        ),
        UrlKeyTaken => ("Այս URL-ն արդեն ունի այլ ապրանք", "Этот URL уже у другого товара", "Another product already has this URL key"),
        PriceInvalid => ("Մուտքագրեք գինը դրամով, օրինակ՝ 12500", "Введите цену в драмах, например 12500", "Enter the price in drams, e.g. 12500"),
        RateInvalid => ("Մուտքագրեք փոխարժեքը դրամով, օրինակ՝ 386.45", "Введите курс в драмах, например 386.45", "Enter the rate in drams, e.g. 386.45"),
        RateOutOfRange => (
            "Փոխարժեքը՝ 0.0001-ից 100 000 դրամ",
            "Курс: от 0,0001 до 100 000 драмов",
            "The rate must be between 0.0001 and 100,000 drams"
        ),
        PriceTooHigh => ("Գինը չի կարող գերազանցել 100 000 000 ֏", "Цена не может превышать 100 000 000 ֏", "The price cannot exceed 100,000,000 ֏"),
        SpecialPriceNotBelowPrice => (
            "Հատուկ գինը պետք է ցածր լինի գնից",
            "Специальная цена должна быть ниже цены",
            "The special price must be below the price"
        ),
        StockInvalid => (
            "Պահեստը՝ ամբողջ թիվ 0-ից 1 000 000",
            "Остаток: целое число от 0 до 1 000 000",
            "Stock: a whole number from 0 to 1,000,000"
        ),
        TooManyCategories => ("Առավելագույնը 50 կատեգորիա", "Не более 50 категорий", "At most 50 categories"),
        UnknownCategory => ("Այս կատեգորիան այլևս չկա", "Этой категории больше нет", "This category no longer exists"),
        CategoryUrlKeyTaken => ("Այս URL-ն արդեն ունի այլ կատեգորիա", "Этот URL уже у другой категории", "Another category already has this URL key"),
        PageUrlKeyTaken => ("Այս URL-ն արդեն ունի այլ էջ", "Этот URL уже у другой страницы", "Another page already has this URL key"),
        PostUrlKeyTaken => ("Այս URL-ն արդեն ունի այլ գրառում", "Этот URL уже у другой записи", "Another post already has this URL key"),
        MenuUrlFormat => (
            "Խանութի հասցե՝ սկսած /-ով, կամ կայքի հասցե՝ սկսած https://-ով, առանց բացատների",
            "Адрес в магазине, начинающийся с /, или адрес сайта, начинающийся с https://, без пробелов",
            "An address in the shop starting with /, or a web address starting with https://, without spaces"
        ),
        MenuTooDeep => (
            "Ընտրացանկն ունի երկու մակարդակ․ կետը կարող է լինել միայն վերին մակարդակի կետի տակ",
            "В меню два уровня: пункт может стоять только под пунктом верхнего уровня",
            "A menu has two levels: an item can only go under a top-level item"
        ),
        UnknownMenuItem => ("Ընտրացանկի այս կետն այլևս չկա", "Этого пункта меню больше нет", "This menu item no longer exists"),
        UnknownPage => ("Այս էջն այլևս չկա", "Этой страницы больше нет", "This page no longer exists"),
        CategoryInsideItself => (
            "Կատեգորիան չի կարող տեղափոխվել իր մեջ կամ իր ենթակատեգորիայի մեջ",
            "Категорию нельзя переместить в неё саму или в её подкатегорию",
            "A category cannot be moved into itself or one of its subcategories"
        ),
        CategoryTooDeep => (
            "Կատեգորիաները կարող են ունենալ առավելագույնը 5 մակարդակ",
            "Категории могут иметь не более 5 уровней",
            "Categories can be at most 5 levels deep"
        ),
        ProductsNeedCategory => (
            "Ընտրեք, թե որ կատեգորիա տեղափոխել այս կատեգորիայի ապրանքները",
            "Выберите, в какую категорию перенести товары этой категории",
            "Choose the category this category's products move to"
        ),
        TooManyOptions => ("Հատկանիշը կարող է ունենալ առավելագույնը 200 արժեք", "У характеристики может быть не более 200 значений", "An attribute can have at most 200 options"),
        OptionCodeRepeated => ("Այս կոդն արդեն ունի այլ արժեք", "Этот код уже у другого значения", "Another option already has this code"),
        ColorFormat => ("Ընտրեք գույնը, օրինակ՝ #d64545", "Выберите цвет, например #d64545", "Choose the colour, e.g. #d64545"),
        CodeFormat => (
            "Կոդը՝ լատինատառ, թվեր, գծիկ, կետ կամ ընդգծում, առավելագույնը 64 նիշ",
            "Код: латинские буквы, цифры, дефис, точка или подчёркивание, не более 64 символов",
            "Code: Latin letters, digits, hyphens, dots or underscores, at most 64 characters"
        ),
        AttributeCodeTaken => ("Այս կոդն արդեն ունի այլ հատկանիշ", "Этот код уже у другой характеристики", "Another attribute already has this code"),
        OptionInUse => (
            "Այս արժեքն ունեն ապրանքներ․ նախ փոխեք դրանք",
            "Это значение есть у товаров: сначала измените их",
            "Products have this option: change them first"
        ),
        AttributeInUse => (
            "Այս հատկանիշն ունեն ապրանքներ․ նախ փոխեք դրանք",
            "Эта характеристика есть у товаров: сначала измените их",
            "Products have this attribute: change them first"
        ),
        SpecialPriceEndsBeforeStart => (
            "Հատուկ գնի ավարտը չի կարող լինել սկզբից առաջ",
            "Специальная цена не может закончиться раньше, чем начнётся",
            "The special price cannot end before it starts"
        ),
        TooManyVariants => ("Ապրանքը կարող է ունենալ առավելագույնը 100 տարբերակ", "У товара может быть не более 100 вариантов", "A product can have at most 100 variants"),
        ChooseVaryingAttributes => (
            "Ընտրեք 1-ից 3 հատկանիշ և յուրաքանչյուրի արժեքը",
            "Выберите от 1 до 3 характеристик и значение каждой",
            "Choose 1 to 3 attributes and an option of each"
        ),
        VariantRepeated => ("Այս համադրությամբ տարբերակ արդեն կա", "Вариант с таким сочетанием уже есть", "A variant with these options already exists"),
        NoVariants => ("Ավելացրեք առնվազն մեկ տարբերակ", "Добавьте хотя бы один вариант", "Add at least one variant"),
        UnknownSeller => ("Այս վաճառողն այլևս չկա", "Этого продавца больше нет", "This seller no longer exists"),
        DescriptionTooLong => ("Առավելագույնը 20000 նիշ", "Не более 20000 символов", "At most 20000 characters"),
        PictureType => (
            "Նկարը պետք է լինի JPEG, PNG կամ WebP",
            "Изображение должно быть в формате JPEG, PNG или WebP",
            "The picture must be a JPEG, PNG or WebP file"
        ),
        PictureTooLarge => ("Նկարը չի կարող գերազանցել 20 ՄԲ-ը", "Изображение не может быть больше 20 МБ", "The picture cannot be larger than 20 MB"),
        PictureTooManyPixels => (
            "Նկարը չի կարող գերազանցել 40 մեգապիքսելը (օրինակ՝ 8000 × 5000)",
            "Изображение не может превышать 40 мегапикселей (например, 8000 × 5000)",
            "The picture cannot exceed 40 megapixels (e.g. 8000 × 5000)"
        ),
        PictureUnreadable => (
            "Նկարը վնասված է կամ չի կարող կարդացվել",
            "Изображение повреждено или не читается",
            "The picture is damaged or cannot be read"
        ),
        TooManyPictures => ("Ապրանքը կարող է ունենալ առավելագույնը 30 նկար", "У товара может быть не более 30 изображений", "A product can have at most 30 pictures"),
        CharacterNotAllowed => (
            "Դաշտը պարունակում է անթույլատրելի նշան։",
            "Поле содержит недопустимый символ.",
            "The field holds a character that is not allowed."
        ),
        CsvNotUtf8 => (
            "Ֆայլը UTF-8 տեքստ չէ․ պահպանեք այն որպես «CSV UTF-8»",
            "Файл не в кодировке UTF-8: сохраните его как «CSV UTF-8»",
            "The file is not UTF-8 text: save it as \"CSV UTF-8\""
        ),
        CsvTooLarge => ("Ֆայլը 400 ՄԲ-ից մեծ է", "Файл больше 400 МБ", "The file is larger than 400 MB"),
        CsvTooManyRows => ("Ֆայլն ունի 200 000-ից ավելի տող", "В файле больше 200 000 строк", "The file has more than 200,000 rows"),
        CsvEmpty => ("Ֆայլում ապրանքի տող չկա", "В файле нет строк с товарами", "The file has no product rows"),
        CsvUnreadable => (
            "Այս տողը հնարավոր չէ կարդալ որպես CSV (ստուգեք չակերտները)",
            "Эту строку нельзя прочитать как CSV (проверьте кавычки)",
            "This line cannot be read as CSV (check its quotes)"
        ),
        CsvCellCount => (
            "Այս տողի բջիջների թիվը տարբերվում է վերնագրից",
            "Число ячеек в этой строке не совпадает с заголовком",
            "This row has a different number of cells than the header"
        ),
        CsvUnknownColumn => (
            "Անհայտ սյունակ․ սյունակները արտահանման սյունակներն են",
            "Неизвестный столбец: столбцы те же, что в выгрузке",
            "Unknown column: the columns are those of an export"
        ),
        CsvColumnRepeated => ("Այս սյունակը երկու անգամ է", "Этот столбец повторяется", "This column appears twice"),
        CsvSkuColumnMissing => ("Ֆայլում sku սյունակ չկա", "В файле нет столбца sku", "The file has no sku column"),
        YesOrNo => ("Գրեք yes կամ no", "Напишите yes или no", "Write yes or no"),
        CsvUnknownCategory => ("Այս URL-ով կատեգորիա չկա", "Нет категории с таким URL", "No category has this URL key"),
        CsvSkuRepeated => ("Այս SKU-ն արդեն կա նախորդ տողում", "Этот SKU уже есть в строке выше", "This SKU is already on an earlier row"),
        CsvNewVariant => (
            "Նոր տարբերակն ավելացվում է ապրանքի խմբագրիչում",
            "Новый вариант добавляется в редакторе товара",
            "A new variant is added in the product editor"
        ),
        CsvOtherProduct => ("Այս SKU-ն այլ ապրանքի է", "Этот SKU принадлежит другому товару", "This SKU belongs to another product"),
        CsvVariantsDecide => (
            "Այս արժեքը տարբերակներինն է․ թողեք դատարկ",
            "Это значение задают варианты: оставьте ячейку пустой",
            "The variants decide this value: leave the cell empty"
        ),
        CsvProductRowDecides => (
            "Սա նշվում է ապրանքի սեփական տողում",
            "Это задаётся в строке самого товара",
            "This is set on the product's own row"
        ),
        CsvReadOnly => (
            "Այս սյունակը միայն կարդալու է․ փոխեք այն ապրանքի խմբագրիչում",
            "Этот столбец только для чтения: меняйте его в редакторе товара",
            "This column is read-only: change it in the product editor"
        ),
        CsvPictureAddress => (
            "Նշեք նկարի հասցեն՝ https://-ով, կամ թողեք ապրանքի առկա նկարի հասցեն",
            "Укажите адрес изображения с https:// или оставьте адрес имеющегося изображения товара",
            "Give the picture's address with https://, or keep the address of one of the product's pictures"
        ),
        CsvPictureHostNotAllowed => (
            "Այս կայքից նկարներ չեն ներբեռնվում․ խանութի կարգավորումներում ավելացրեք այն (IMPORT_PICTURE_HOSTS)",
            "С этого сайта изображения не загружаются: добавьте его в настройки магазина (IMPORT_PICTURE_HOSTS)",
            "Pictures are not fetched from this site: add it to the shop's configuration (IMPORT_PICTURE_HOSTS)"
        ),
        CsvPictureNotFetched => (
            "Նկարը չհաջողվեց ներբեռնել այս հասցեից․ ապրանքը պահպանվել է առանց դրա",
            "Не удалось загрузить изображение по этому адресу: товар сохранён без него",
            "The picture could not be fetched from this address: the product was saved without it"
        ),
        CsvChangedSinceCheck => (
            "Ապրանքը փոխվել է ստուգումից հետո․ ստուգեք ֆայլը նորից",
            "Товар изменили после проверки: проверьте файл снова",
            "The product changed after the check: check the file again"
        ),
        EndsBeforeStart => (
            "Վերջին օրը չի կարող լինել առաջինից առաջ",
            "Последний день не может быть раньше первого",
            "The last day cannot come before the first"
        ),
        CaptionTooLong => (
            "Տեքստը չափազանց երկար է․ առավելագույնը 2000 նիշ",
            "Текст слишком длинный: не более 2000 символов",
            "The text is too long: at most 2,000 characters"
        ),
        NoShippingMethodOffered => (
            "Թողեք առաքման գոնե մեկ եղանակ",
            "Оставьте хотя бы один способ доставки",
            "Keep at least one way of delivery offered"
        ),
        NoPaymentMethodOffered => (
            "Թողեք վճարման գոնե մեկ եղանակ, որը կարող է վճարումներ ընդունել",
            "Оставьте хотя бы один способ оплаты, который может принимать платежи",
            "Keep at least one way of payment offered that can take payments"
        ),
        WebAddressInvalid => (
            "Մուտքագրեք վեբ հասցե, օրինակ՝ https://www.facebook.com/shuka.am",
            "Введите веб-адрес, например https://www.facebook.com/shuka.am",
            "Enter a web address, e.g. https://www.facebook.com/shuka.am"
        ),
        LinkTwice => ("Այս հղումն արդեն կա ցանկում", "Эта ссылка уже есть в списке", "This link is in the list already"),
        TooManyLinks => ("Առավելագույնը 12 հղում", "Не более 12 ссылок", "At most 12 links"),
    }
}
