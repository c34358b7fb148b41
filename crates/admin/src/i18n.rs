//! Every text the back office shows or answers, in Armenian (the default), Russian and English,
//! in the core's kind of keyed catalogue (`storefront_core::messages`): a missing translation is a
//! compile error, arguments are named (`{count}`), counted phrases have each language's plural
//! forms. Rules' own messages (order actions, validation) come from the core's catalogues.

use storefront_core::locale::Locale;

storefront_core::catalogue! {
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Text {
        // Messages the server answers.
        WrongCredentials => ("Էլ. փոստը կամ գաղտնաբառը սխալ է։", "Неверный e-mail или пароль.", "Wrong e-mail or password."),
        WrongCode => ("Կոդը սխալ է կամ ժամկետանց։", "Код неверный или устарел.", "The code is wrong or has expired."),
        InvalidChoice => ("Անհայտ ընտրություն։", "Неизвестный вариант.", "Unknown choice."),
        ChangedMeanwhile => (
            "Պատվերն այս ընթացքում փոփոխվել է մեկ այլ աշխատակցի կողմից։ Թարմացրեք էջը և փորձեք կրկին։",
            "Заказ за это время изменил другой сотрудник. Обновите страницу и попробуйте снова.",
            "Another staff member changed this order meanwhile. Reload it and try again."
        ),
        ProductSavedByOther => (
            "Այս ապրանքն այս ընթացքում պահպանել է մեկ այլ աշխատակից։ Ձեր մուտքագրածը մնում է էջում․ թարմացրեք՝ նրա փոփոխությունները տեսնելու համար։",
            "Этот товар за это время сохранил другой сотрудник. Введённое вами осталось на странице; обновите, чтобы увидеть его изменения.",
            "Another staff member saved this product meanwhile. What you typed is still here; reload to see their changes."
        ),
        ChooseProducts => ("Ընտրեք 1-ից 500 ապրանք։", "Выберите от 1 до 500 товаров.", "Choose from 1 to 500 products."),
        AuditProductCreate => ("Ապրանքի ստեղծում", "Создание товара", "Product created"),
        AuditProductUpdate => ("Ապրանքի փոփոխում", "Изменение товара", "Product changed"),
        AuditProductEnable => ("Ապրանքի միացում", "Включение товара", "Product enabled"),
        AuditProductDisable => ("Ապրանքի անջատում", "Отключение товара", "Product disabled"),
        AuditProductDelete => ("Ապրանքի ջնջում", "Удаление товара", "Product deleted"),
        AuditProductRestore => ("Ապրանքի վերականգնում", "Восстановление товара", "Product restored"),
        AuditProductVariants => ("Ապրանքի տարբերակների փոփոխում", "Изменение вариантов товара", "Product variants changed"),
        AuditProductPurge => ("Ապրանքը վերջնականապես ջնջվեց", "Товар удалён окончательно", "Product deleted for good"),
        AuditProductAddCategory => ("Ապրանքի ավելացում կատեգորիայում", "Товар добавлен в категорию", "Product added to a category"),
        AuditProductRemoveCategory => ("Ապրանքի հանում կատեգորիայից", "Товар убран из категории", "Product removed from a category"),
        AuditProductPictureAdd => ("Ապրանքի նկարի ավելացում", "Добавлено изображение товара", "Product picture added"),
        AuditProductPicturesArrange => ("Ապրանքի նկարների դասավորում", "Изменён порядок изображений товара", "Product pictures arranged"),
        AuditProductPictureRemove => ("Ապրանքի նկարի հեռացում", "Удалено изображение товара", "Product picture removed"),
        PicturesChangedMeanwhile => (
            "Այս ապրանքի նկարներն այս ընթացքում փոխվել են։ Թարմացրեք էջը և փորձեք կրկին։",
            "Изображения этого товара за это время изменились. Обновите страницу и попробуйте снова.",
            "This product's pictures changed meanwhile. Reload the page and try again."
        ),
        CategorySavedByOther => (
            "Այս կատեգորիան այս ընթացքում փոփոխել է մեկ այլ աշխատակից։ Ձեր մուտքագրածը մնում է էջում․ թարմացրեք՝ նրա փոփոխությունները տեսնելու համար։",
            "Эту категорию за это время изменил другой сотрудник. Введённое вами осталось на странице; обновите, чтобы увидеть его изменения.",
            "Another staff member changed this category meanwhile. What you typed is still here; reload to see their changes."
        ),
        AuditCategoryCreate => ("Կատեգորիայի ստեղծում", "Создание категории", "Category created"),
        AuditCategoryUpdate => ("Կատեգորիայի փոփոխում", "Изменение категории", "Category changed"),
        AuditCategoryMove => ("Կատեգորիայի տեղափոխում", "Перемещение категории", "Category moved"),
        AuditCategoryDelete => ("Կատեգորիայի ջնջում", "Удаление категории", "Category deleted"),
        AuditCategoryPicture => ("Կատեգորիայի նկարի փոփոխում", "Изменено изображение категории", "Category picture changed"),
        AttributeSavedByOther => (
            "Այս հատկանիշն այս ընթացքում փոփոխել է մեկ այլ աշխատակից։ Ձեր մուտքագրածը մնում է էջում․ թարմացրեք՝ նրա փոփոխությունները տեսնելու համար։",
            "Эту характеристику за это время изменил другой сотрудник. Введённое вами осталось на странице; обновите, чтобы увидеть его изменения.",
            "Another staff member changed this attribute meanwhile. What you typed is still here; reload to see their changes."
        ),
        AuditAttributeCreate => ("Հատկանիշի ստեղծում", "Создание характеристики", "Attribute created"),
        AuditAttributeUpdate => ("Հատկանիշի փոփոխում", "Изменение характеристики", "Attribute changed"),
        AuditAttributeDelete => ("Հատկանիշի ջնջում", "Удаление характеристики", "Attribute deleted"),
        AuditSubjectAttribute => ("Հատկանիշ", "Характеристика", "Attribute"),
        AuditSubjectCategory => ("Կատեգորիա", "Категория", "Category"),
        AuditSubjectProduct => ("Ապրանք", "Товар", "Product"),
        ManualRefund => ("վերադարձված ձեռքով", "возврат вручную", "refunded by hand"),
        NoPaymentToRefund => ("Քարտային վճարում չի գտնվել։", "Платёж картой не найден.", "There is no card payment to refund."),
        BankRefused => ("Բանկը մերժեց վերադարձը։", "Банк отклонил возврат.", "The bank refused the refund:"),
        PasswordTooShort => ("Գաղտնաբառը պետք է լինի առնվազն 10 նիշ։", "Пароль должен содержать не менее 10 символов.", "The password must be at least 10 characters."),
        BalanceTooLow => (
            "Հաճախորդի բոնուսային հաշվեկշիռը չի կարող դառնալ բացասական։",
            "Бонусный баланс покупателя не может стать отрицательным.",
            "The customer's bonus balance cannot go below zero."
        ),
        NotYourOwnAccess => (
            "Սեփական դերը կամ մուտքը չեք կարող փոխել․ դա կանի մեկ այլ սեփականատեր։",
            "Свою роль и доступ изменить нельзя: это делает другой владелец.",
            "You cannot change your own role or access: another owner does that."
        ),
        // Frame.
        BackOffice => ("Կառավարման վահանակ", "Панель управления", "Back office"),
        Dashboard => ("Վահանակ", "Сводка", "Dashboard"),
        Orders => ("Պատվերներ", "Заказы", "Orders"),
        Staff => ("Աշխատակիցներ", "Сотрудники", "Staff"),
        AuditLog => ("Գործողությունների մատյան", "Журнал действий", "Audit log"),
        MyAccount => ("Իմ հաշիվը", "Мой аккаунт", "My account"),
        SignOut => ("Ելք", "Выйти", "Sign out"),
        Menu => ("Ընտրացանկ", "Меню", "Menu"),
        Language => ("Լեզու", "Язык", "Language"),
        Loading => ("Բեռնվում է…", "Загрузка…", "Loading…"),
        SomethingWrong => ("Ինչ-որ բան այն չէ։", "Что-то пошло не так.", "Something went wrong."),
        TryAgain => ("Կրկին փորձել", "Повторить", "Try again"),
        NoAccess => ("Այս էջը ձեր դերի համար հասանելի չէ։", "Эта страница недоступна для вашей роли.", "Your role cannot open this page."),
        NotFound => ("Չի գտնվել։", "Не найдено.", "Not found."),
        // Signing in.
        SignInTitle => ("Մուտք կառավարման վահանակ", "Вход в панель управления", "Sign in to the back office"),
        Email => ("Էլ. փոստ", "E-mail", "E-mail"),
        Password => ("Գաղտնաբառ", "Пароль", "Password"),
        SignIn => ("Մուտք", "Войти", "Sign in"),
        CodeTitle => ("Երկքայլ նույնականացում", "Двухфакторная аутентификация", "Two-step verification"),
        CodeHelp => (
            "Մուտքագրեք նույնականացման հավելվածի 6-նիշ կոդը կամ վերականգնման կոդերից մեկը։",
            "Введите 6-значный код из приложения-аутентификатора или один из кодов восстановления.",
            "Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        ),
        Code => ("Կոդ", "Код", "Code"),
        Verify => ("Հաստատել", "Подтвердить", "Verify"),
        // Dashboard.
        Today => ("Այսօր", "Сегодня", "Today"),
        Last7Days => ("Վերջին 7 օր", "Последние 7 дней", "Last 7 days"),
        Last30Days => ("Վերջին 30 օր", "Последние 30 дней", "Last 30 days"),
        Revenue => ("Եկամուտ", "Выручка", "Revenue"),
        AverageOrder => ("Միջին պատվեր", "Средний заказ", "Average order"),
        SalesChart => ("Վաճառքը վերջին 30 օրում", "Продажи за 30 дней", "Sales over 30 days"),
        TopProducts => ("Ամենավաճառվողները", "Лидеры продаж", "Top products"),
        LowStock => ("Պակասող ապրանքներ", "Заканчиваются", "Low on stock"),
        WaitingForAction => ("Սպասում են գործողության", "Ждут действий", "Waiting for action"),
        // Orders list.
        // The search field's label says what it finds (a placeholder this long is cut on a phone).
        SearchOrders => (
            "Որոնել ըստ համարի, էլ. փոստի, հեռախոսի կամ անվան",
            "Поиск по номеру, e-mail, телефону или имени",
            "Search by number, e-mail, phone or name"
        ),
        Search => ("Որոնել", "Найти", "Search"),
        Status => ("Կարգավիճակ", "Статус", "Status"),
        PaymentMethod => ("Վճարման եղանակ", "Способ оплаты", "Payment method"),
        PaymentState => ("Վճարում", "Оплата", "Payment"),
        From => ("Սկսած", "С", "From"),
        To => ("Մինչև", "По", "To"),
        Sort => ("Դասավորել", "Сортировка", "Sort"),
        Newest => ("Նորերը սկզբում", "Сначала новые", "Newest first"),
        Oldest => ("Հները սկզբում", "Сначала старые", "Oldest first"),
        TotalDesc => ("Գումարը՝ նվազման", "Сумма по убыванию", "Highest total"),
        TotalAsc => ("Գումարը՝ աճման", "Сумма по возрастанию", "Lowest total"),
        All => ("Բոլորը", "Все", "All"),
        ResetFilters => ("Մաքրել ֆիլտրերը", "Сбросить фильтры", "Reset filters"),
        Order => ("Պատվեր", "Заказ", "Order"),
        Date => ("Ամսաթիվ", "Дата", "Date"),
        Customer => ("Հաճախորդ", "Покупатель", "Customer"),
        Total => ("Ընդամենը", "Итого", "Total"),
        NoOrders => ("Այս ֆիլտրերով պատվերներ չկան։", "Нет заказов по этим фильтрам.", "No orders match these filters."),
        Previous => ("Նախորդ", "Назад", "Previous"),
        Next => ("Հաջորդ", "Далее", "Next"),
        Pages => ("Էջեր", "Страницы", "Pages"),
        PageOf => ("Էջ {page}՝ {pages}-ից", "Страница {page} из {pages}", "Page {page} of {pages}"),
        // One order.
        BackToOrders => ("Վերադառնալ պատվերներին", "К заказам", "Back to orders"),
        Items => ("Ապրանքներ", "Товары", "Items"),
        Product => ("Ապրանք", "Товар", "Product"),
        Qty => ("Քանակ", "Кол-во", "Qty"),
        Price => ("Գին", "Цена", "Price"),
        Subtotal => ("Ենթագումար", "Подытог", "Subtotal"),
        Shipping => ("Առաքում", "Доставка", "Shipping"),
        BonusesSpent => ("Վճարված բոնուսներով", "Оплачено бонусами", "Paid with bonuses"),
        GrandTotal => ("Ընդհանուր", "Всего", "Grand total"),
        Refunded => ("Վերադարձված", "Возвращено", "Refunded"),
        BillingAddress => ("Վճարման հասցե", "Платёжный адрес", "Billing address"),
        ShippingAddress => ("Առաքման հասցե", "Адрес доставки", "Shipping address"),
        CustomerNote => ("Հաճախորդի նշում", "Комментарий покупателя", "Customer's note"),
        PaymentId => ("Վճարման ID", "ID платежа", "Payment ID"),
        PaidAt => ("Վճարված է", "Оплачен", "Paid at"),
        Carrier => ("Առաքող", "Перевозчик", "Carrier"),
        TrackingNumber => ("Հետևման համար", "Номер отслеживания", "Tracking number"),
        Timeline => ("Պատմություն", "История", "Timeline"),
        Placed => ("Պատվերը ստացվել է", "Заказ оформлен", "Order placed"),
        Note => ("Նշում", "Заметка", "Note"),
        MailToCustomer => ("Ուղարկել հաճախորդին", "Отправить покупателю", "Mail it to the customer"),
        AddNote => ("Ավելացնել նշում", "Добавить заметку", "Add note"),
        Actions => ("Գործողություններ", "Действия", "Actions"),
        NoActions => ("Այս պատվերով այլ գործողություն չկա։", "С этим заказом больше ничего нельзя сделать.", "Nothing more can be done with this order."),
        RefundAmount => ("Վերադարձվող գումար (֏)", "Сумма возврата (֏)", "Amount to refund (֏)"),
        ReturnToStock => ("Ապրանքները վերադարձնել պահեստ", "Вернуть товары на склад", "Return the items to stock"),
        CancelWarning => (
            "Պատվերը կչեղարկվի, ապրանքները կվերադառնան պահեստ, իսկ ծախսված բոնուսները՝ հաճախորդին։",
            "Заказ будет отменён, товары вернутся на склад, а потраченные бонусы — покупателю.",
            "The order will be canceled, its items go back to stock and the bonuses spent go back to the customer."
        ),
        RefundWarning => (
            "Գումարը կվերադարձվի հաճախորդին։ Սա հնարավոր չէ հետարկել։",
            "Деньги будут возвращены покупателю. Это нельзя отменить.",
            "The money goes back to the customer. This cannot be undone."
        ),
        BonusesAdded => ("Ավելացվում է", "Начисляется", "Added"),
        BonusesTakenAway => ("Հանվում է", "Списывается", "Taken away"),
        AdjustedBy => ("Ճշգրտեց՝", "Скорректировал(а):", "Adjusted by"),
        AdjustLimit => ("Մեկ անգամից առավելագույնը՝", "За раз не больше:", "At most, at a time:"),
        RefundableUpTo => ("Կարելի է վերադարձնել մինչև", "Можно вернуть до", "Refundable up to"),
        StockReturned => ("ապրանքները վերադառնում են պահեստ", "товары возвращаются на склад", "the items go back into stock"),
        StockKept => ("ապրանքները պահեստ չեն վերադառնում", "товары не возвращаются на склад", "the items do not go back into stock"),
        Yes => ("Այո", "Да", "Yes"),
        No => ("Ոչ", "Нет", "No"),
        StaffMember => ("Աշխատակից", "Сотрудник", "Staff member"),
        OrderNumber => ("Պատվերի համար", "Номер заказа", "Order number"),
        Changes => ("Փոփոխություններ", "Изменения", "Changes"),
        AuditAdjustRewards => ("Բոնուսների ճշգրտում", "Корректировка бонусов", "Bonuses adjusted"),
        AuditBlockCustomer => ("Հաճախորդն արգելափակվեց", "Покупатель заблокирован", "Customer blocked"),
        AuditUnblockCustomer => ("Հաճախորդն ապաարգելափակվեց", "Покупатель разблокирован", "Customer unblocked"),
        AuditOrderNote => ("Նշում պատվերին", "Заметка к заказу", "Note on an order"),
        AuditSettings => ("Կարգավորումները փոխվեցին", "Настройки изменены", "Settings changed"),
        AuditChangePassword => ("Գաղտնաբառը փոխվեց", "Пароль изменён", "Password changed"),
        AuditCreateStaff => ("Աշխատակից ավելացվեց", "Добавлен сотрудник", "Staff member added"),
        AuditResetPassword => ("Գաղտնաբառը վերակայվեց", "Пароль сброшен", "Password reset"),
        AuditRevokeSession => ("Մուտքը դադարեցվեց", "Сеанс завершён", "Session ended"),
        AuditSignIn => ("Մուտք", "Вход", "Signed in"),
        AuditSignOut => ("Ելք", "Выход", "Signed out"),
        AuditTotpBegin => ("Երկքայլ մուտքի կարգավորում սկսվեց", "Начата настройка двухфакторного входа", "Two-step sign-in set-up started"),
        AuditTotpEnable => ("Երկքայլ մուտքը միացվեց", "Двухфакторный вход включён", "Two-step sign-in turned on"),
        AuditTotpReplace => ("Նույնականացման հավելվածը փոխվեց", "Приложение-аутентификатор заменено", "Authenticator replaced"),
        AuditUpdateStaff => ("Աշխատակցի դերը կամ մուտքը փոխվեց", "Изменены роль или доступ сотрудника", "Staff role or access changed"),
        NoSuchOrderNumber => ("Պատվերի համարը սխալ է։", "Неверный номер заказа.", "That is not an order number."),
        LatePayment => ("Ուշացած վճարում", "Поздний платёж", "Late payment"),
        LatePaymentsToRefund => ("Վերադարձվելիք վճարումներ", "Платежи к возврату", "Payments to give back"),
        LatePaymentGone => ("Այս վճարումն արդեն վերադարձված է։", "Этот платёж уже возвращён.", "This payment has been given back already."),
        LatePaymentHelp => (
            "Բանկը գանձել է այս գումարը, բայց պատվերն այլևս չէր կարող այն ընդունել (չեղարկված էր կամ արդեն վճարված)։ Վերադարձրեք այն հաճախորդին։",
            "Банк списал эту сумму, но заказ уже не мог её принять (был отменён или уже оплачен). Верните её покупателю.",
            "The bank took this payment, but the order could no longer take it (it was canceled or already paid). Give it back to the customer."
        ),
        RefundThroughBank => ("Վերադարձնել բանկի միջոցով", "Вернуть через банк", "Refund through the bank"),
        RecordManualRefund => ("Նշել, որ վերադարձվել է ձեռքով", "Отметить возврат вручную", "Record a refund made by hand"),
        InvoiceSeller => ("Վաճառողը հաշիվ-ապրանքագրում", "Продавец в счёте", "The seller on invoices"),
        InvoiceSellerHint => (
            "Հաշիվ-ապրանքագրերը վաճառողին նշում են այս տվյալներով։",
            "Счета указывают продавца с этими данными.",
            "Invoices name the seller with these details."
        ),
        LegalName => ("Իրավաբանական անվանում", "Юридическое название", "Legal name"),
        LegalAddress => ("Իրավաբանական հասցե", "Юридический адрес", "Legal address"),
        TaxNumber => ("ՀՎՀՀ", "ИНН (ՀՎՀՀ)", "Tax number (ՀՎՀՀ)"),
        InvoiceCanceled => ("ՉԵՂԱՐԿՎԱԾ", "ОТМЕНЁН", "CANCELED"),
        InvoiceRefunded => ("ՎԵՐԱԴԱՐՁՎԱԾ", "ВОЗВРАЩЁН", "REFUNDED"),
        InvoiceCanceledNote => (
            "Պատվերը չեղարկված է․ այս հաշիվ-ապրանքագրով վճարում չի պահանջվում։",
            "Заказ отменён: оплата по этому счёту не требуется.",
            "The order is canceled: nothing is to be paid on this invoice."
        ),
        InvoiceRefundedNote => ("Գումարը վերադարձված է հաճախորդին՝", "Деньги возвращены покупателю:", "Refunded to the customer:"),
        Filters => ("Զտիչներ", "Фильтры", "Filters"),
        Sold => ("Վաճառված", "Продано", "Sold"),
        Left => ("Մնացել է", "Осталось", "Left"),
        BestDay => ("Լավագույն օրը՝", "Лучший день:", "Best day:"),
        ThirtyDays => ("30 օրում՝", "За 30 дней:", "In 30 days:"),
        ChangeRole => ("Փոխել դերը", "Сменить роль", "Change the role"),
        Keep => ("Ոչ, թողնել", "Нет, оставить", "No, keep it"),
        PrintInvoice => ("Տպել հաշիվ-ապրանքագիրը", "Печать счёта", "Print invoice"),
        Invoice => ("Հաշիվ-ապրանքագիր", "Счёт", "Invoice"),
        // Customers.
        Customers => ("Հաճախորդներ", "Покупатели", "Customers"),
        SearchCustomers => ("Անուն, էլ. փոստ կամ հեռախոս", "Имя, e-mail или телефон", "Name, e-mail or phone"),
        NoCustomers => ("Հաճախորդներ չեն գտնվել։", "Покупатели не найдены.", "No customers found."),
        BackToCustomers => ("Վերադառնալ հաճախորդներին", "К покупателям", "Back to customers"),
        Bonuses => ("Բոնուսներ", "Бонусы", "Bonuses"),
        Balance => ("Հաշվեկշիռ", "Баланс", "Balance"),
        Addresses => ("Հասցեներ", "Адреса", "Addresses"),
        NoAddresses => ("Հասցեներ չկան։", "Адресов нет.", "No addresses."),
        NoOrdersYet => ("Պատվերներ դեռ չկան։", "Заказов пока нет.", "No orders yet."),
        AdjustRewards => ("Փոխել բոնուսները", "Изменить бонусы", "Adjust bonuses"),
        AdjustAmount => ("Գումար (֏, հանելու համար՝ մինուսով)", "Сумма (֏, со знаком минус — списать)", "Amount (֏, negative to take away)"),
        Reason => ("Պատճառ", "Причина", "Reason"),
        Save => ("Պահպանել", "Сохранить", "Save"),
        Settings => ("Կարգավորումներ", "Настройки", "Settings"),
        WrongPassword => ("Գաղտնաբառը սխալ է։", "Неверный пароль.", "The password is wrong."),
        PasswordNotNew => ("Ընտրեք նոր գաղտնաբառ, ոչ ընթացիկը։", "Выберите новый пароль, а не текущий.", "Choose a new password, not the current one."),
        CurrentPassword => ("Ընթացիկ գաղտնաբառ", "Текущий пароль", "Current password"),
        NewPassword => ("Նոր գաղտնաբառ (առնվազն 10 նիշ)", "Новый пароль (не менее 10 символов)", "New password (at least 10 characters)"),
        ChangePassword => ("Փոխել գաղտնաբառը", "Сменить пароль", "Change the password"),
        PasswordChanged => (
            "Գաղտնաբառը փոխված է։ Մյուս սարքերից մուտքերը դադարեցվել են։",
            "Пароль изменён. Сеансы на других устройствах завершены.",
            "The password is changed. Sessions on other devices have ended."
        ),
        PasswordChangeRequired => (
            "Այս գաղտնաբառը ձեզ տրվել է մեկ անգամ օգտագործելու համար։ Ընտրեք ձերը՝ մնացած էջերը բացելու համար։",
            "Этот пароль выдан вам на один раз. Выберите свой, чтобы открыть остальные разделы.",
            "This password was given to you for one use. Choose your own to open the rest of the back office."
        ),
        ResetPassword => ("Նոր գաղտնաբառ", "Сбросить пароль", "Reset password"),
        ResetPasswordWarning => (
            "Աշխատակցի բոլոր մուտքերը կդադարեցվեն, և նա կստանա մեկանգամյա գաղտնաբառ։",
            "Все сеансы сотрудника завершатся, он получит одноразовый пароль.",
            "Every session of this member ends and they get a one-time password."
        ),
        OneTimePassword => (
            "Մեկանգամյա գաղտնաբառ (ցուցադրվում է միայն հիմա, փոխանցեք անձամբ)՝",
            "Одноразовый пароль (показан только сейчас, передайте лично):",
            "One-time password (shown only now; hand it over in person):"
        ),
        SettingsIntro => (
            "Փոփոխությունները գործում են անմիջապես և գրանցվում են գործողությունների մատյանում։",
            "Изменения действуют сразу и записываются в журнал действий.",
            "Changes take effect at once and are recorded in the audit log."
        ),
        RewardsPercent => ("Բոնուսներ ավարտված պատվերից (%)", "Бонусы с выполненного заказа (%)", "Bonuses earned on a completed order (%)"),
        RewardsPercentHint => (
            "Ենթագումարի (զեղչը հանած) այս տոկոսը հաճախորդը ստանում է բոնուսով, երբ պատվերն ավարտվում է։",
            "Этот процент от подытога (за вычетом скидки) покупатель получает бонусами, когда заказ выполнен.",
            "The customer earns this share of the subtotal (less its discount) as bonuses when the order is completed."
        ),
        LowStockThreshold => ("Պակասող ապրանքի սահման (հատ)", "Порог «заканчивается» (шт.)", "Low-stock threshold (pieces)"),
        LowStockHint => (
            "Վահանակը ցույց է տալիս այն ապրանքները, որոնցից մնացել է այսքան կամ ավելի քիչ։",
            "Панель показывает товары, которых осталось столько или меньше.",
            "The dashboard lists products with this many or fewer left."
        ),
        ShopEmail => ("Խանութի էլ. փոստ", "E-mail магазина", "The shop's e-mail"),
        ShopEmailHint => (
            "Այստեղ են ուղարկվում «Կապ մեզ հետ» ձևի նամակները։",
            "Сюда приходят сообщения из формы обратной связи.",
            "Messages from the contact form are mailed here."
        ),
        ConfiguredValue => ("Եթե այստեղ ոչինչ պահպանված չէ՝", "Если здесь ничего не сохранено:", "If nothing is saved here:"),
        MaxBonusAdjustment => ("Բոնուսների առավելագույն ճշգրտում (֏)", "Наибольшая корректировка бонусов (֏)", "Largest bonus adjustment (֏)"),
        MaxBonusAdjustmentHint => (
            "Աշխատակիցը մեկ անգամից կարող է ավելացնել կամ հանել ոչ ավելի, քան այսքան բոնուս։",
            "Сотрудник может за раз добавить или списать не больше стольких бонусов.",
            "Staff may add or take away at most this many bonuses at a time."
        ),
        SettingsSaved => ("Կարգավորումները պահպանված են։", "Настройки сохранены.", "The settings are saved."),
        ExchangeRates => ("Փոխարժեքներ", "Курсы валют", "Exchange rates"),
        CatalogFiles => ("Ներմուծում և արտահանում", "Импорт и экспорт", "Import and export"),
        ExportCatalog => ("Արտահանել կատալոգը", "Выгрузить каталог", "Export the catalogue"),
        ExportHelp => (
            "Յուրաքանչյուր ապրանք՝ իր տարբերակներով, գներով, պաշարով, կատեգորիաներով, նկարներով և տեքստերով երեք լեզվով, CSV ֆայլում։ Նույն ֆայլը փոփոխված ներմուծելիս փոխվում է միայն փոփոխվածը։",
            "Все товары с вариантами, ценами, остатками, категориями, картинками и текстами на трёх языках в файле CSV. Если загрузить этот файл обратно с правками, изменится только исправленное.",
            "Every product with its variants, prices, stock, categories, pictures and texts in three languages, in a CSV file. Imported back with edits, it changes only what was edited."
        ),
        ImportCatalog => ("Ներմուծել CSV ֆայլ", "Загрузить файл CSV", "Import a CSV file"),
        ImportHelp => (
            "Ապրանքները ստեղծվում կամ թարմացվում են ըստ SKU-ի։ Նախ ֆայլը ստուգվում է, և դուք տեսնում եք յուրաքանչյուր փոփոխություն և սխալ․ ոչինչ չի գրվում, մինչև չհաստատեք։ pictures սյունակում նկարները նշվում են հասցեով․ նորերը ներբեռնվում են խանութի թույլատրած կայքերից՝ տողերը գրելուց հետո։ UTF-8, ստորակետ կամ կետ-ստորակետ։",
            "Товары создаются или обновляются по SKU. Сначала файл проверяется, и вы видите каждое изменение и каждую ошибку; ничего не записывается, пока вы не подтвердите. В столбце pictures изображения указываются адресами: новые загружаются с разрешённых магазином сайтов после записи строк. UTF-8, запятая или точка с запятой.",
            "Products are created or updated by SKU. The file is checked first and you see every change and every error; nothing is written until you confirm. The pictures column lists pictures by address: new ones are fetched from the sites the shop allows once the rows are written. UTF-8, comma or semicolon."
        ),
        CheckFile => ("Ստուգել ֆայլը", "Проверить файл", "Check the file"),
        CsvFile => ("CSV ֆայլ", "Файл CSV", "CSV file"),
        JobImport => ("Ներմուծում", "Импорт", "Import"),
        JobExport => ("Արտահանում", "Экспорт", "Export"),
        JobExportFound => ("Գտնված ապրանքների արտահանում", "Экспорт найденных товаров", "Export of the products found"),
        ExportFound => ("Արտահանել գտնվածները CSV-ով", "Выгрузить найденные в CSV", "Export these to CSV"),
        JobChecking => ("Ստուգվում է", "Проверяется", "Checking"),
        JobChecked => ("Սպասում է հաստատման", "Ждёт подтверждения", "Waiting for you"),
        JobApplying => ("Ներմուծվում է", "Импортируется", "Importing"),
        JobExporting => ("Արտահանվում է", "Выгружается", "Exporting"),
        JobDone => ("Ավարտված", "Готово", "Done"),
        JobFailed => ("Ձախողված", "Не удалось", "Failed"),
        JobCancelled => ("Չեղարկված", "Отменено", "Cancelled"),
        NoCatalogJobs => ("Ներմուծումներ և արտահանումներ դեռ չկան։", "Импортов и экспортов пока нет.", "No imports or exports yet."),
        RecentJobs => ("Վերջին աշխատանքները", "Последние задания", "Recent jobs"),
        BadRowsChoice => ("Սխալ տողեր", "Строки с ошибками", "Bad rows"),
        SkipBadRows => ("Բաց թողնել և ներմուծել մնացածը", "Пропустить и загрузить остальные", "Skip them and import the others"),
        StopAtBadRow => ("Կանգ առնել առաջին սխալ տողում", "Остановиться на первой строке с ошибкой", "Stop at the first bad row"),
        ImportConfirm => ("Ներմուծել", "Импортировать", "Import"),
        ImportWarning => (
            "{rows} տող կգրվի կատալոգում։ Գրված տողերը չեղարկումով հետ չեն բերվում։",
            "В каталог будет записано строк: {rows}. Записанные строки отмена не вернёт.",
            "{rows} rows will be written to the catalogue. Cancelling does not undo rows already written."
        ),
        CancelJob => ("Չեղարկել", "Отменить", "Cancel"),
        CancelRequested => ("Կչեղարկվի ընթացիկ խմբաքանակից հետո…", "Отмена после текущей партии…", "Cancelling after the current batch…"),
        DownloadFile => ("Ներբեռնել ֆայլը", "Скачать файл", "Download the file"),
        DownloadFaults => ("Ներբեռնել բոլոր սխալները (CSV)", "Скачать все ошибки (CSV)", "Download every error (CSV)"),
        FileChanges => ("Փոփոխություններ", "Изменения", "Changes"),
        FileFaults => ("Սխալներ", "Ошибки", "Errors"),
        LineNumber => ("Տող", "Строка", "Line"),
        Column => ("Սյունակ", "Столбец", "Column"),
        Problem => ("Խնդիր", "Проблема", "Problem"),
        ValueBefore => ("Խանութում", "В магазине", "In the shop"),
        ValueAfter => ("Ֆայլում", "В файле", "In the file"),
        FileChangesNothing => ("Ֆայլը ոչինչ չի փոխում։", "Файл ничего не меняет.", "The file changes nothing."),
        ShownFirst => ("Ցույց են տրված առաջին {shown}-ը՝ {count}-ից։", "Показаны первые {shown} из {count}.", "The first {shown} of {count} are shown."),
        RowsProgress => ("{done} / {total} տող", "{done} из {total} строк", "{done} of {total} rows"),
        PicturesWaiting => ("Ներբեռնվում են նկարները․ մնաց՝ {count}", "Загружаются изображения: осталось {count}", "Fetching pictures: {count} left"),
        JobStartedBy => ("Սկսել է՝ {name}", "Запустил(а): {name}", "Started by {name}"),
        ImportStoppedAt => (
            "Ներմուծումը կանգ առավ {line} տողում․ դրանից առաջ տողերը պահպանված են։",
            "Импорт остановился на строке {line}; строки до неё сохранены.",
            "The import stopped at line {line}; the rows before it are saved."
        ),
        CatalogJobBroke => (
            "Աշխատանքը ձախողվեց սերվերում․ արդեն գրված տողերը մնում են։",
            "Задание не удалось на сервере; уже записанные строки остаются.",
            "The job failed on the server; rows already written stay."
        ),
        ImportNotWaiting => ("Այս ներմուծումն այլևս հաստատման չի սպասում։", "Этот импорт больше не ждёт подтверждения.", "This import is no longer waiting for a confirmation."),
        ImportRunsAlready => ("Մեկ այլ ներմուծում է ընթանում․ սպասեք դրա ավարտին։", "Идёт другой импорт: дождитесь его окончания.", "Another import is running: wait until it ends."),
        JobEndedAlready => ("Այս աշխատանքն արդեն ավարտվել է։", "Это задание уже завершено.", "This job has ended already."),
        AuditCatalogImport => ("Կատալոգի ներմուծում", "Импорт каталога", "Catalogue import"),
        AuditCatalogJobCancel => ("Ներմուծման կամ արտահանման չեղարկում", "Отмена импорта или экспорта", "Import or export cancelled"),
        RatesIntro => (
            "Քանի դրամ արժե արտարժույթի մեկ միավորը, ինչպես հրապարակում է Կենտրոնական բանկը։ Խանութի դոլարով և ռուբլով գները հետևում են պահպանումից մեկ վայրկյանում։ Արդեն տեղադրված պատվերները պահում են իրենց գումարը։",
            "Сколько драмов стоит одна единица валюты, как публикует Центральный банк. Цены магазина в долларах и рублях следуют за сохранением в течение секунды. Уже оформленные заказы сохраняют свою сумму.",
            "How many drams one unit of the currency costs, as the Central Bank publishes it. The shop's dollar and ruble prices follow a save within a second. Orders already placed keep their amounts."
        ),
        RateFor => ("1 {currency}, դրամ", "1 {currency}, драмов", "1 {currency}, in drams"),
        RatesSaved => ("Փոխարժեքները պահպանված են։", "Курсы сохранены.", "The rates are saved."),
        RateFarFromSaved => (
            "Պահպանվածից ({rate}) տարբերվում է ավելի քան {percent} %-ով․ ստուգեք՝ արդյոք ճիշտ է մուտքագրված։",
            "Отличается от сохранённого ({rate}) более чем на {percent} %: проверьте, верно ли введено.",
            "More than {percent} % away from the saved rate ({rate}): check that it is typed right."
        ),
        RateSetBySeed => ("Սկզբնական փոխարժեք, {when}", "Начальный курс, {when}", "Initial rate, {when}"),
        RateSetByStaff => ("Մուտքագրված է ձեռքով, {when}", "Введён вручную, {when}", "Typed by staff, {when}"),
        AuditRates => ("Փոխարժեքները փոխվեցին", "Курсы изменены", "Exchange rates changed"),
        AuditRatesImport => (
            "Փոխարժեքները ներմուծվեցին Կենտրոնական բանկից",
            "Курсы загружены из Центрального банка",
            "Exchange rates imported from the Central Bank"
        ),
        RateSetByImport => ("Կենտրոնական բանկից, {when}", "Из Центрального банка, {when}", "From the Central Bank, {when}"),
        CentralBankRates => ("Կենտրոնական բանկի փոխարժեքները", "Курсы Центрального банка", "The Central Bank's rates"),
        RatesImportSchedule => (
            "Ներմուծվում են {url} հասցեից՝ {minutes} րոպեն մեկ։",
            "Загружаются с {url} каждые {minutes} мин.",
            "Imported from {url} every {minutes} min."
        ),
        RatesImportOff => (
            "Կենտրոնական բանկից ներմուծումը կարգավորված չէ (CBA_RATES_URL)։ Փոխարժեքները մուտքագրվում են ձեռքով։",
            "Загрузка курсов Центрального банка не настроена (CBA_RATES_URL). Курсы вводятся вручную.",
            "The Central Bank import is not configured (CBA_RATES_URL). The rates are typed by hand."
        ),
        ImportNow => ("Ներմուծել հիմա", "Загрузить сейчас", "Import now"),
        RatesImportNever => ("Ներմուծում դեռ չի եղել։", "Загрузок ещё не было.", "No import has run yet."),
        RatesImportApplied => (
            "{when}․ բանկի {date}-ի փոխարժեքներն ուժի մեջ են։",
            "{when}: действуют курсы банка на {date}.",
            "{when}: the bank's rates for {date} are in force."
        ),
        RatesImportUnchanged => (
            "{when}․ բանկի {date}-ի փոխարժեքները նույնն են, ինչ գործողները։",
            "{when}: курсы банка на {date} совпадают с действующими.",
            "{when}: the bank's rates for {date} are the rates in force."
        ),
        RatesImportFailed => (
            "{when}․ ներմուծումը ձախողվեց ({reason})։ Գործող փոխարժեքները մնում են։",
            "{when}: загрузка не удалась ({reason}). Действующие курсы сохранены.",
            "{when}: the import failed ({reason}). The rates in force stay."
        ),
        RatesImportRefused => (
            "{when}․ բանկի {currency}-ի փոխարժեքը՝ {published}, գործողից ({in_force}) տարբերվում է ավելի քան {percent} %-ով, ուստի ոչինչ չի փոխվել։ Ստուգեք այն և, եթե ճիշտ է, մուտքագրեք ձեռքով։",
            "{when}: курс {currency} банка, {published}, отличается от действующего ({in_force}) более чем на {percent} %, поэтому ничего не изменено. Проверьте его и, если он верен, введите вручную.",
            "{when}: the bank's {currency} rate, {published}, is more than {percent} % away from the rate in force ({in_force}), so nothing was changed. Check it, and type it by hand if it is right."
        ),
        RatesNotUpdated => ("Փոխարժեքները չեն թարմացվել", "Курсы не обновлены", "Exchange rates not updated"),
        Menus => ("Ընտրացանկեր", "Меню сайта", "Menus"),
        HeaderMenu => ("Վերնամասի ընտրացանկ", "Меню в шапке", "Header menu"),
        FooterMenu => ("Ստորոտի ընտրացանկ", "Меню в подвале", "Footer menu"),
        MenusIntro => (
            "Խանութի վերնամասի, հեռախոսի ընտրացանկի և ստորոտի հղումները։ Փոփոխությունը խանութում է հաջորդ բեռնումից։",
            "Ссылки в шапке магазина, в меню на телефоне и в подвале. Изменение видно в магазине со следующей загрузки.",
            "The links in the shop's header, its phone menu and its footer. A change shows in the shop from the next page load."
        ),
        NewMenuItem => ("Նոր կետ", "Новый пункт", "New item"),
        NewSubItem => ("Նոր ենթակետ", "Новый подпункт", "New sub-item"),
        NoMenuItems => ("Այս ընտրացանկում դեռ կետեր չկան։", "В этом меню пока нет пунктов.", "This menu has no items yet."),
        LeadsTo => ("Տանում է", "Ведёт на", "Leads to"),
        LinkToPage => ("Էջ", "Страница", "A page"),
        LinkToCategory => ("Կատեգորիա", "Категория", "A category"),
        LinkToUrl => ("Հասցե", "Адрес", "An address"),
        ChooseOne => ("Ընտրեք…", "Выберите…", "Choose…"),
        MenuUrlHint => (
            "Խանութի հասցե (/blog) կամ կայքի հասցե (https://…)։",
            "Адрес в магазине (/blog) или адрес сайта (https://…).",
            "An address in the shop (/blog) or a web address (https://…)."
        ),
        PlaceIn => ("Ընտրացանկ", "Меню", "Menu"),
        PlaceUnderItem => ("Ում տակ", "Под пунктом", "Under"),
        ShownInMenu => ("Երևում է ընտրացանկում", "Виден в меню", "Shown in the menu"),
        HiddenInMenu => ("Թաքցված է", "Скрыт", "Hidden"),
        MenuItemSaved => ("Կետը պահպանված է։", "Пункт сохранён.", "The item is saved."),
        MenuSavedByOther => (
            "Այս կետն այս ընթացքում փոփոխել է մեկ այլ աշխատակից։ Ձեր մուտքագրածը մնում է էջում․ թարմացրեք՝ նրա փոփոխությունները տեսնելու համար։",
            "Этот пункт за это время изменил другой сотрудник. Введённое вами осталось на странице; обновите, чтобы увидеть его изменения.",
            "Another staff member changed this item meanwhile. What you typed is still here; reload to see their changes."
        ),
        DeleteMenuItem => ("Ջնջել կետը", "Удалить пункт", "Delete item"),
        DeleteMenuItemNamed => ("Ջնջե՞լ «{name}» կետը", "Удалить пункт «{name}»?", "Delete the item “{name}”?"),
        DeleteMenuItemAlone => (
            "Կետը կվերանա խանութից։ Դա հնարավոր չէ հետ բերել։ Այն պահելու, բայց թաքցնելու համար հանեք «Երևում է ընտրացանկում» նշումը։",
            "Пункт исчезнет из магазина. Это нельзя отменить. Чтобы сохранить его, но скрыть, снимите отметку «Виден в меню».",
            "The item leaves the shop. This cannot be undone. To keep it but hide it, untick “Shown in the menu” instead."
        ),
        AuditMenuCreate => ("Ընտրացանկի կետի ստեղծում", "Создание пункта меню", "Menu item created"),
        AuditMenuUpdate => ("Ընտրացանկի կետի փոփոխում", "Изменение пункта меню", "Menu item changed"),
        AuditMenuMove => ("Ընտրացանկի կետի տեղափոխում", "Перемещение пункта меню", "Menu item moved"),
        AuditMenuDelete => ("Ընտրացանկի կետի ջնջում", "Удаление пункта меню", "Menu item deleted"),
        AuditSlideCreate => ("Սլայդի ստեղծում", "Создание слайда", "Slide created"),
        AuditSlideUpdate => ("Սլայդի փոփոխում", "Изменение слайда", "Slide changed"),
        AuditSlideMove => ("Սլայդի տեղափոխում", "Перемещение слайда", "Slide moved"),
        AuditSlidePicture => ("Սլայդի նկարի փոխարինում", "Замена картинки слайда", "Slide picture replaced"),
        AuditSlideDelete => ("Սլայդի ջնջում", "Удаление слайда", "Slide deleted"),
        AuditBannerCreate => ("Բանների ստեղծում", "Создание баннера", "Banner created"),
        AuditBannerUpdate => ("Բանների փոփոխում", "Изменение баннера", "Banner changed"),
        AuditBannerMove => ("Բանների տեղափոխում", "Перемещение баннера", "Banner moved"),
        AuditBannerPicture => ("Բանների նկարի փոխարինում", "Замена картинки баннера", "Banner picture replaced"),
        AuditBannerDelete => ("Բանների ջնջում", "Удаление баннера", "Banner deleted"),
        // Also the editor's heading ("Slide #4").
        AuditSubjectSlide => ("Սլայդ", "Слайд", "Slide"),
        AuditSubjectBanner => ("Բաններ", "Баннер", "Banner"),
        AuditSubjectMenu => ("Ընտրացանկի կետ", "Пункт меню", "Menu item"),
        MissingLanguages => ("Չթարգմանված լեզուներ", "Без перевода", "Missing languages"),
        NewPage => ("Նոր էջ", "Новая страница", "New page"),
        NoPages => ("Էջեր դեռ չկան։", "Страниц пока нет.", "No pages yet."),
        PageTitle => ("Վերնագիր", "Заголовок", "Title"),
        PageHtml => ("Բովանդակություն (HTML)", "Содержимое (HTML)", "Content (HTML)"),
        PagePublished => ("Հրապարակված է՝ երևում է խանութում", "Опубликована — видна в магазине", "Published: shown in the shop"),
        Published => ("Հրապարակված", "Опубликована", "Published"),
        PageDraft => ("Սևագիր", "Черновик", "Draft"),
        Preview => ("Նախադիտում", "Предпросмотр", "Preview"),
        PreviewHint => (
            "Ինչպես ցույց կտա խանութը՝ սերվերում մաքրված HTML-ով։",
            "Как покажет магазин: HTML, очищенный на сервере.",
            "As the shop will show it: the HTML cleaned on the server."
        ),
        PostUrlKeyHint => (
            "Դատարկ՝ կկազմվի հայերեն վերնագրից։ Գրառման հասցեն՝ /blog/բանալի։",
            "Пусто — будет создан из армянского заголовка. Адрес записи: /blog/ключ.",
            "Empty: made from the Armenian title. The post's address is /blog/key."
        ),
        PageUrlKeyHint => (
            "Դատարկ՝ կկազմվի հայերեն վերնագրից։ Էջի հասցեն՝ /page/բանալի։",
            "Пусто — будет создан из армянского заголовка. Адрес страницы: /page/ключ.",
            "Empty: made from the Armenian title. The page's address is /page/key."
        ),
        MetaTitleHint => ("Դատարկ՝ վերնագիրը։", "Пусто — заголовок.", "Empty: the title."),
        PageSaved => ("Էջը պահպանված է։", "Страница сохранена.", "The page is saved."),
        PageSavedByOther => (
            "Այս էջն այս ընթացքում փոփոխել է մեկ այլ աշխատակից։ Ձեր մուտքագրածը մնում է էջում․ թարմացրեք՝ նրա փոփոխությունները տեսնելու համար։",
            "Эту страницу за это время изменил другой сотрудник. Введённое вами осталось на странице; обновите, чтобы увидеть его изменения.",
            "Another staff member changed this page meanwhile. What you typed is still here; reload to see their changes."
        ),
        DeletePage => ("Ջնջել էջը", "Удалить страницу", "Delete page"),
        DeletePageNamed => ("Ջնջե՞լ «{name}» էջը", "Удалить страницу «{name}»?", "Delete the page “{name}”?"),
        DeletePageWarning => (
            "Էջը կվերանա խանութից, և դա հնարավոր չէ հետ բերել։ Այն պահելու, բայց թաքցնելու համար հանեք «Հրապարակված» նշումը։",
            "Страница исчезнет из магазина, и это нельзя отменить. Чтобы сохранить её, но скрыть, снимите отметку «Опубликована».",
            "The page leaves the shop, and this cannot be undone. To keep it but hide it, untick “Published” instead."
        ),
        OpenInShop => ("Բացել խանութում", "Открыть в магазине", "Open in the shop"),
        AuditSubjectPage => ("Էջ", "Страница", "Page"),
        AuditPageCreate => ("Էջի ստեղծում", "Создание страницы", "Page created"),
        AuditPageUpdate => ("Էջի փոփոխում", "Изменение страницы", "Page changed"),
        AuditPageDelete => ("Էջի ջնջում", "Удаление страницы", "Page deleted"),
        Block => ("Արգելափակել", "Заблокировать", "Block"),
        Unblock => ("Ապաարգելափակել", "Разблокировать", "Unblock"),
        BlockWarning => (
            "Հաճախորդը չի կարողանա մուտք գործել, և նրա բոլոր մուտքերը կդադարեցվեն։",
            "Покупатель не сможет войти, все его сеансы будут завершены.",
            "The customer will not be able to sign in, and every session they have ends."
        ),
        Blocked => ("Արգելափակված", "Заблокирован", "Blocked"),
        Active => ("Ակտիվ", "Активен", "Active"),
        BonusEarned => ("Վաստակված", "Начислено", "Earned"),
        BonusUsed => ("Ծախսված", "Потрачено", "Spent"),
        BonusRestored => ("Վերադարձված", "Возвращено", "Given back"),
        BonusRevoked => ("Հետ վերցված", "Списано", "Taken back"),
        BonusAdjusted => ("Ճշգրտված", "Скорректировано", "Adjusted"),
        Joined => ("Գրանցվել է", "Зарегистрирован", "Joined"),
        // Products.
        Products => ("Ապրանքներ", "Товары", "Products"),
        AddToCategory => ("Ավելացնել կատեգորիային", "Добавить в категорию", "Add to category"),
        RemoveFromCategory => ("Հանել կատեգորիայից", "Убрать из категории", "Remove from category"),
        NewProduct => ("Նոր ապրանք", "Новый товар", "New product"),
        SearchProducts => ("Որոնել ըստ անվանման կամ կոդի", "Поиск по названию или артикулу", "Search by name or SKU"),
        Category => ("Կատեգորիա", "Категория", "Category"),
        Categories => ("Կատեգորիաներ", "Категории", "Categories"),
        Stock => ("Պահեստում", "Остаток", "Stock"),
        InStock => ("Առկա է", "В наличии", "In stock"),
        StockLow => ("Քիչ է մնացել", "Заканчивается", "Low"),
        SoldOut => ("Սպառված է", "Распродан", "Sold out"),
        ProductEnabled => ("Միացված", "Включён", "Enabled"),
        ProductDisabled => ("Անջատված", "Отключён", "Disabled"),
        OnlyMissingTranslation => ("Միայն առանց թարգմանության", "Только без перевода", "Only those missing a translation"),
        MissingTranslation => ("Չկա թարգմանություն՝", "Нет перевода:", "Missing translation:"),
        DeletedProducts => ("Ջնջված ապրանքներ", "Удалённые товары", "Deleted products"),
        AllProducts => ("Բոլոր ապրանքները", "Все товары", "All products"),
        SortName => ("Անվանումը՝ այբբենական", "По названию", "Name A–Z"),
        PriceAsc => ("Գինը՝ աճման", "Цена по возрастанию", "Lowest price"),
        PriceDesc => ("Գինը՝ նվազման", "Цена по убыванию", "Highest price"),
        StockAsc => ("Պահեստը՝ աճման", "Остаток по возрастанию", "Least stock first"),
        SortSku => ("Ըստ կոդի", "По артикулу", "By SKU"),
        Sku => ("Կոդ (SKU)", "Артикул", "SKU"),
        NoProducts => ("Այս ֆիլտրերով ապրանքներ չկան։", "Нет товаров по этим фильтрам.", "No products match these filters."),
        NoDeletedProducts => ("Ջնջված ապրանքներ չկան։", "Удалённых товаров нет.", "There are no deleted products."),
        SelectProduct => ("Ընտրել", "Выбрать", "Select"),
        SelectAll => ("Ընտրել էջի բոլոր ապրանքները", "Выбрать все товары на странице", "Select every product on this page"),
        EnableProducts => ("Միացնել", "Включить", "Enable"),
        DisableProducts => ("Անջատել", "Отключить", "Disable"),
        Delete => ("Ջնջել", "Удалить", "Delete"),
        Restore => ("Վերականգնել", "Восстановить", "Restore"),
        DeleteProductsWarning => (
            "Ջնջված ապրանքներն անմիջապես հանվում են խանութից և 30 օրվա ընթացքում կարող են վերականգնվել։",
            "Удалённые товары сразу исчезают из магазина; их можно восстановить в течение 30 дней.",
            "Deleted products leave the shop at once. They can be restored for 30 days."
        ),
        RestorableUntil => ("Կարելի է վերականգնել մինչև", "Можно восстановить до", "Restorable until"),
        Saved => ("Պահպանված է", "Сохранено", "Saved"),
        ProductSaved => ("Ապրանքը պահպանված է։", "Товар сохранён.", "The product is saved."),
        BackToProducts => ("Վերադառնալ ապրանքներին", "К товарам", "Back to products"),
        ViewInShop => ("Դիտել խանութում", "Открыть в магазине", "View in the shop"),
        Reload => ("Թարմացնել", "Обновить", "Reload"),
        PriceAndStock => ("Գին և պահեստ", "Цена и остаток", "Price and stock"),
        PriceDrams => ("Գին (֏)", "Цена (֏)", "Price (֏)"),
        SpecialPrice => ("Զեղչված գին (֏)", "Цена со скидкой (֏)", "Special price (֏)"),
        SpecialFrom => ("Զեղչը՝ սկսած", "Спеццена с", "Special price from"),
        SpecialTo => ("Զեղչը՝ մինչև", "Спеццена по", "Special price until"),
        SpecialPriceHint => (
            "Դատարկ՝ առանց զեղչի։ Պետք է ցածր լինի գնից։ Օրերը՝ ըստ Երևանի ժամանակի, ներառյալ. դատարկ՝ առանց սահմանի։",
            "Пусто — без скидки. Должна быть ниже цены. Дни — по ереванскому времени, включительно; пусто — без ограничения.",
            "Empty for no discount. It must be below the price. Days are Yerevan's, both included; empty for no limit."
        ),
        StockPieces => ("Պահեստում (հատ)", "Остаток (шт.)", "In stock (pieces)"),
        InTheShop => ("Խանութում", "В магазине", "In the shop"),
        UrlKey => ("Հասցեի բանալի (URL)", "URL-ключ", "URL key"),
        UrlKeyHint => (
            "Դատարկ՝ կկազմվի հայերեն անվանումից։",
            "Пусто — будет создан из армянского названия.",
            "Empty: made from the Armenian name."
        ),
        ShownInShop => ("Միացված է՝ երևում է խանութում", "Включён — виден в магазине", "Enabled: shown in the shop"),
        MarkedNew => ("Նորույթ", "Новинка", "New arrival"),
        MarkedFeatured => ("Առաջարկվող", "Рекомендуемый", "Featured"),
        Seller => ("Վաճառող", "Продавец", "Seller"),
        NoSeller => ("Խանութն ինքը", "Сам магазин", "The shop itself"),
        Texts => ("Տեքստեր", "Тексты", "Texts"),
        EditedLanguage => ("Խմբագրվող լեզուն", "Язык, который вы редактируете", "Language being edited"),
        ProductName => ("Անվանում", "Название", "Name"),
        ShortDescription => ("Կարճ նկարագրություն", "Краткое описание", "Short description"),
        Description => ("Նկարագրություն", "Описание", "Description"),
        SeoTitle => ("SEO վերնագիր", "SEO-заголовок", "SEO title"),
        SeoDescription => ("SEO նկարագրություն", "SEO-описание", "SEO description"),
        NotWritten => ("Լրացված չէ", "Не заполнено", "Not written"),
        TranslationSource => ("Բնօրինակ", "Оригинал", "Source"),
        TranslationMissing => ("Թարգմանված չէ", "Нет перевода", "Missing"),
        TranslationStale => ("Հայերենը փոխվել է", "Армянский изменён", "Armenian changed since"),
        TranslationCurrent => ("Թարմ է", "Актуален", "Current"),
        HasErrors => ("կան սխալներ", "есть ошибки", "has errors"),
        Pictures => ("Նկարներ", "Изображения", "Pictures"),
        PicturesHint => (
            "JPEG, PNG կամ WebP, մինչև 20 ՄԲ և 40 մեգապիքսել։ Առաջինը գլխավոր նկարն է։",
            "JPEG, PNG или WebP, до 20 МБ и 40 мегапикселей. Первое изображение — главное.",
            "JPEG, PNG or WebP, up to 20 MB and 40 megapixels. The first is the main picture."
        ),
        DropPictures => ("Քաշեք նկարներն այստեղ կամ", "Перетащите изображения сюда или", "Drop pictures here or"),
        ChoosePictures => ("ընտրեք ֆայլերը", "выберите файлы", "choose files"),
        SaveBeforePictures => (
            "Նկարներ ավելացնելու համար նախ պահպանեք ապրանքը։",
            "Чтобы добавить изображения, сначала сохраните товар.",
            "Save the product first to add pictures."
        ),
        NoPicturesYet => ("Նկարներ դեռ չկան", "Изображений пока нет", "No pictures yet"),
        MainPicture => ("Գլխավոր", "Главное", "Main"),
        MakeMain => ("Դարձնել գլխավոր", "Сделать главным", "Make main"),
        MoveEarlier => ("Տեղափոխել առաջ", "Переместить вперёд", "Move earlier"),
        MoveLater => ("Տեղափոխել հետ", "Переместить назад", "Move later"),
        AltText => ("Այլընտրանքային տեքստ", "Альтернативный текст", "Alt text"),
        RemovePicture => ("Հեռացնել նկարը", "Удалить изображение", "Remove picture"),
        RemovePictureWarning => (
            "Նկարը կհեռացվի ապրանքից և խանութից։ Այն հետ բերելու համար պետք է կրկին վերբեռնել։",
            "Изображение исчезнет из товара и магазина. Чтобы вернуть его, загрузите его снова.",
            "The picture leaves the product and the shop. To bring it back, upload it again."
        ),
        PicturesSaved => ("Նկարները պահպանված են։", "Изображения сохранены.", "The pictures are saved."),
        UploadFailed => ("Չհաջողվեց վերբեռնել", "Не удалось загрузить", "Upload failed"),
        Uploaded => ("Վերբեռնված է", "Загружено", "Uploaded"),
        // Staff.
        AddStaff => ("Նոր աշխատակից", "Новый сотрудник", "Add staff member"),
        Name => ("Անուն", "Имя", "Name"),
        Role => ("Դեր", "Роль", "Role"),
        TwoFactor => ("Երկքայլ մուտք", "Двухфакторный вход", "Two-step sign-in"),
        On => ("Միացված", "Включён", "On"),
        Off => ("Անջատված", "Выключен", "Off"),
        Create => ("Ստեղծել", "Создать", "Create"),
        Disabled => ("Արգելափակված", "Отключён", "Disabled"),
        Disable => ("Արգելափակել մուտքը", "Отключить", "Disable"),
        Enable => ("Վերականգնել մուտքը", "Включить", "Enable"),
        DisableWarning => (
            "Աշխատակիցը այլևս չի կարողանա մուտք գործել, և նրա բոլոր մուտքերը կդադարեցվեն։",
            "Сотрудник больше не сможет войти, все его сеансы будут завершены.",
            "They will no longer be able to sign in, and every session they have ends."
        ),
        // Categories.
        NewCategory => ("Նոր կատեգորիա", "Новая категория", "New category"),
        NewSubcategory => ("Նոր ենթակատեգորիա", "Новая подкатегория", "New subcategory"),
        EditCategory => ("Խմբագրել", "Изменить", "Edit"),
        NoCategories => ("Կատեգորիաներ դեռ չկան։ Ստեղծեք առաջինը։", "Категорий пока нет. Создайте первую.", "No categories yet. Create the first one."),
        CategorySaved => ("Կատեգորիան պահպանվեց։", "Категория сохранена.", "Category saved."),
        CategoryMoved => ("Կատեգորիան տեղափոխվեց։", "Категория перемещена.", "Category moved."),
        Placement => ("Տեղը ծառում", "Место в дереве", "Place in the tree"),
        PlaceUnder => ("Վերադաս կատեգորիա", "Родительская категория", "Parent category"),
        TopLevel => ("Վերին մակարդակ", "Верхний уровень", "Top level"),
        Move => ("Տեղափոխել", "Переместить", "Move"),
        HiddenInShop => ("Թաքցված է խանութում", "Скрыта в магазине", "Hidden in the shop"),
        CategoryUrlKeyHint => (
            "Դատարկ թողնելու դեպքում կստեղծվի հայերեն անվանումից։",
            "Если оставить пустым, будет создан из армянского названия.",
            "Left empty, it is made from the Armenian name."
        ),
        DeleteCategory => ("Ջնջել կատեգորիան", "Удалить категорию", "Delete category"),
        DeleteCategoryNamed => ("Ջնջե՞լ «{name}» կատեգորիան", "Удалить категорию «{name}»?", "Delete the category “{name}”?"),
        DeleteCategoryWarning => (
            "Կատեգորիան կջնջվի։ Նրա ենթակատեգորիաները կտեղափոխվեն մեկ մակարդակ վերև։",
            "Категория будет удалена. Её подкатегории поднимутся на уровень выше.",
            "The category is deleted. Its subcategories move up one level."
        ),
        ProductsGoTo => ("Ապրանքները տեղափոխել", "Перенести товары в", "Move its products to"),
        ProductsMoved => ("Տեղափոխված ապրանքներ", "Перенесено товаров", "Products moved"),
        ChooseCategory => ("Ընտրեք կատեգորիա", "Выберите категорию", "Choose a category"),
        CategoryPicture => ("Կատեգորիայի նկար", "Изображение категории", "Category picture"),
        ChoosePicture => ("Ընտրել նկար", "Выбрать изображение", "Choose a picture"),
        Cancel => ("Չեղարկել", "Отмена", "Cancel"),
        // Variants.
        Variants => ("Տարբերակներ", "Варианты", "Variants"),
        VariantsHint => (
            "Ընտրեք հատկանիշները, որոնցով տարբերվում են տարբերակները (գույն, չափս), և դրանց արժեքները, ապա ստեղծեք տարբերակները։ Ապրանքի գինն ու պաշարը կլինեն դրանցը։",
            "Выберите характеристики, которыми различаются варианты (цвет, размер), и их значения, затем создайте варианты. Цена и остаток товара будут браться из них.",
            "Choose the attributes the variants differ by (colour, size) and their options, then make the variants. The product's price and stock become theirs."
        ),
        PriceByVariants => (
            "Գինը նրա վաճառվող տարբերակներից ամենացածրն է, պաշարը՝ դրանց գումարը. փոխեք դրանք «Տարբերակներ» բաժնում։",
            "Цена — самая низкая из вариантов в продаже, остаток — их сумма; меняйте их в разделе «Варианты».",
            "The price is its cheapest variant's for sale and the stock theirs together: change them under Variants."
        ),
        MakeVariants => ("Ստեղծել տարբերակները", "Создать варианты", "Make the variants"),
        DeleteThem => ("Ջնջել դրանք", "Удалить их", "Delete them"),
        KeepUnsold => ("Պահել՝ առանց վաճառքի", "Оставить, не продавая", "Keep them, not for sale"),
        ForSale => ("Վաճառվում է", "В продаже", "For sale"),
        SaveVariants => ("Պահպանել տարբերակները", "Сохранить варианты", "Save the variants"),
        VariantsSaved => ("Տարբերակները պահպանվեցին։", "Варианты сохранены.", "Variants saved."),
        RemoveVariant => ("Հեռացնել", "Удалить", "Remove"),
        OpenPicture => ("Նկար {n}՝ լրիվ չափով", "Изображение {n} целиком", "Picture {n} at full size"),
        VariantPictures => ("Նկարներ", "Изображения", "Pictures"),
        VariantPicturesHint => (
            "Ապրանքի նկարներից ընտրեք յուրաքանչյուր տարբերակինը. գնորդը դրանք կտեսնի՝ տարբերակն ընտրելիս։",
            "Выберите для каждого варианта его изображения из изображений товара: покупатель увидит их, выбрав вариант.",
            "Choose each variant's pictures from the product's: a shopper sees them on choosing the variant."
        ),
        ShowPicture => ("Ցույց տալ նկար {n}՝ {variant}", "Показывать изображение {n}: {variant}", "Show picture {n}: {variant}"),
        PictureGone => (
            "Այս նկարն այլևս ապրանքինը չէ։ Թարմացրեք էջը և ընտրեք կրկին։",
            "Этого изображения у товара больше нет. Обновите страницу и выберите снова.",
            "This picture is no longer the product's. Reload the page and choose again."
        ),
        MakeSimple => ("Դարձնել պարզ ապրանք", "Сделать простым товаром", "Make it a simple product"),
        MakeSimpleAsk => (
            "Ջնջե՞լ «{name}» ապրանքի բոլոր տարբերակները ({count})",
            "Удалить все варианты товара «{name}» ({count})?",
            "Delete every variant of “{name}” ({count})?"
        ),
        MakeSimpleWarning => (
            "Ապրանքը կվաճառվի {price} գնով՝ առանց պաշարի, մինչև այն լրացնեք։ Տարբերակներն ու նրանց նկարների ընտրությունը կջնջվեն։",
            "Товар будет продаваться по цене {price}, без остатка, пока вы его не укажете. Варианты и выбор их изображений будут удалены.",
            "The product is then sold at {price}, with no stock until you enter it. The variants and their choice of pictures are deleted."
        ),
        MadeSimple => ("Ապրանքն այժմ պարզ է. լրացրեք պաշարը։", "Товар теперь простой: укажите остаток.", "The product is simple now: enter its stock."),
        // Attributes.
        Attributes => ("Հատկանիշներ", "Характеристики", "Attributes"),
        NewAttribute => ("Նոր հատկանիշ", "Новая характеристика", "New attribute"),
        NoAttributes => ("Հատկանիշներ դեռ չկան։", "Характеристик пока нет.", "No attributes yet."),
        AttributeSaved => ("Հատկանիշը պահպանվեց։", "Характеристика сохранена.", "Attribute saved."),
        AttributeCode => ("Կոդ", "Код", "Code"),
        AttributeCodeHint => (
            "Ֆիլտրերի հասցեներում։ Դատարկ թողնելու դեպքում կստեղծվի հայերեն անվանումից։",
            "В адресах фильтров. Если оставить пустым, будет создан из армянского названия.",
            "Used in the filters' addresses. Left empty, it is made from the Armenian name."
        ),
        SwatchKind => ("Ինչպես ցույց տալ", "Как показывать", "Shown as"),
        SwatchText => ("Տեքստ (չափս, ապրանքանիշ)", "Текст (размер, бренд)", "Text (size, brand)"),
        SwatchColor => ("Գույնի նմուշ", "Образец цвета", "Colour swatch"),
        Filterable => ("Ֆիլտր խանութի ցուցակներում", "Фильтр в списках магазина", "A filter in the shop's lists"),
        Options => ("Արժեքներ", "Значения", "Options"),
        AddOption => ("Ավելացնել արժեք", "Добавить значение", "Add an option"),
        Label => ("Անվանում", "Название", "Label"),
        Colour => ("Գույն", "Цвет", "Colour"),
        RemoveOption => ("Հեռացնել արժեքը", "Удалить значение", "Remove the option"),
        OptionCarried => ("Ունեն ապրանքներ", "Есть у товаров", "Carried by products"),
        DeleteAttribute => ("Ջնջել հատկանիշը", "Удалить характеристику", "Delete attribute"),
        DeleteAttributeNamed => ("Ջնջե՞լ «{name}» հատկանիշը", "Удалить характеристику «{name}»?", "Delete the attribute “{name}”?"),
        DeleteAttributeWarning => (
            "Հատկանիշը կջնջվի իր բոլոր արժեքներով։",
            "Характеристика будет удалена со всеми значениями.",
            "The attribute is deleted with all its options."
        ),
        // Audit.
        Who => ("Ով", "Кто", "Who"),
        Action => ("Գործողություն", "Действие", "Action"),
        What => ("Ինչ", "Что", "What"),
        When => ("Երբ", "Когда", "When"),
        LoadMore => ("Բեռնել ավելին", "Показать ещё", "Load more"),
        NoEntries => ("Գրառումներ չկան։", "Записей нет.", "No entries."),
        // My account.
        SetUpTwoFactor => ("Միացնել երկքայլ մուտքը", "Включить двухфакторный вход", "Set up two-step sign-in"),
        ReplaceTwoFactor => ("Փոխել նույնականացման հավելվածը", "Заменить приложение-аутентификатор", "Replace the authenticator"),
        ReplaceTwoFactorHelp => (
            "Հաստատեք, որ դուք եք՝ գաղտնաբառով և ընթացիկ հավելվածի կոդով (կամ պահուստային կոդով)։ Ընթացիկ հավելվածը գործում է, մինչև նորը հաստատվի։",
            "Подтвердите, что это вы: пароль и код из текущего приложения (или резервный код). Текущее приложение действует, пока новое не подтверждено.",
            "Confirm it is you: your password and a code from your current authenticator (or a recovery code). The current one stays in force until the new one is confirmed."
        ),
        CurrentCode => ("Ընթացիկ կոդ", "Текущий код", "Current code"),
        ScanQr => (
            "Սկանավորեք QR կոդը նույնականացման հավելվածով, ապա մուտքագրեք նրա ցույց տված կոդը։",
            "Отсканируйте QR-код приложением-аутентификатором и введите показанный им код.",
            "Scan the QR code with your authenticator app, then enter the code it shows."
        ),
        Secret => ("Գաղտնի բանալի", "Секретный ключ", "Secret key"),
        RecoveryCodes => ("Վերականգնման կոդեր", "Коды восстановления", "Recovery codes"),
        RecoveryCodesHelp => (
            "Պահեք այս կոդերը ապահով տեղում։ Յուրաքանչյուրը կարելի է օգտագործել մեկ անգամ, եթե հեռախոսը հասանելի չէ։ Դրանք այլևս ցույց չեն տրվի։",
            "Сохраните эти коды в надёжном месте. Каждый можно использовать один раз, если телефона нет под рукой. Больше они не будут показаны.",
            "Keep these codes somewhere safe. Each works once when your phone is not at hand. They will not be shown again."
        ),
        TwoFactorRequired => (
            "Ձեր դերի համար երկքայլ մուտքը պարտադիր է։ Միացրեք այն շարունակելու համար։",
            "Для вашей роли двухфакторный вход обязателен. Включите его, чтобы продолжить.",
            "Your role must use two-step sign-in. Set it up to continue."
        ),
        Sessions => ("Մուտքեր", "Сеансы", "Sessions"),
        ThisDevice => ("Այս սարքը", "Это устройство", "This device"),
        LastSeen => ("Վերջին ակտիվություն", "Последняя активность", "Last seen"),
        Slides => ("Սլայդներ", "Слайды", "Slides"),
        Banners => ("Բաններներ", "Баннеры", "Banners"),
        NewSlide => ("Նոր սլայդ", "Новый слайд", "New slide"),
        NewBanner => ("Նոր բաններ", "Новый баннер", "New banner"),
        NoSlides => ("Սլայդներ դեռ չկան", "Слайдов пока нет", "No slides yet"),
        NoBanners => ("Բաններներ դեռ չկան", "Баннеров пока нет", "No banners yet"),
        PromotionsIntro => (
            "Գլխավոր էջի նկարները՝ այս հերթականությամբ։ Յուրաքանչյուրը երևում է միացված լինելու դեպքում, նկար ունենալուց հետո և միայն իր օրերին (Երևանի ժամանակով)։",
            "Картинки главной страницы в этом порядке. Каждая видна, если включена, когда у неё есть картинка, и только в свои дни (по ереванскому времени).",
            "The home page's pictures, in this order. Each shows when it is on, once it has a picture, and only on its days (Yerevan time)."
        ),
        ShopToday => ("Խանութում այսօր", "Сегодня в магазине", "Today in the shop:"),
        ShowingNow => ("Երևում է", "Показывается", "Showing"),
        Scheduled => ("Պլանավորված", "Запланирован", "Scheduled"),
        Ended => ("Ավարտված", "Завершён", "Ended"),
        SwitchedOff => ("Անջատված", "Выключен", "Off"),
        NoPictureYet => ("Նկար դեռ չկա", "Картинки пока нет", "No picture yet"),
        EveryDay => ("Ամեն օր", "Каждый день", "Every day"),
        FromDay => ("սկսած", "с", "from"),
        UntilDay => ("մինչև", "по", "until"),
        Picture => ("Նկար", "Картинка", "Picture"),
        Caption => ("Տեքստ", "Текст", "Caption"),
        ShownOn => ("Օրեր", "Дни", "Days"),
        Position => ("Հերթականություն", "Порядок", "Position"),
        LeadsNowhere => ("Առանց հղման", "Без ссылки", "No link"),
        PromotionEnabled => ("Միացված", "Включён", "On"),
        Link => ("Հղում", "Ссылка", "Link"),
        PromotionLinkHint => (
            "Խանութի հասցե (/shop/catalog) կամ կայքի հասցե (https://…)։ Դատարկ՝ նկարը ոչ մի տեղ չի տանում։",
            "Адрес в магазине (/shop/catalog) или сайта (https://…). Пусто: картинка никуда не ведёт.",
            "An address in the shop (/shop/catalog) or on the web (https://…). Empty: the picture leads nowhere."
        ),
        FirstDay => ("Առաջին օր", "Первый день", "First day"),
        LastDay => ("Վերջին օր", "Последний день", "Last day"),
        PromotionDaysHint => (
            "Երկու օրն էլ ներառված են, Երևանի ժամանակով։ Դատարկ՝ առանց սահմանի։",
            "Оба дня включительно, по ереванскому времени. Пусто: без ограничения.",
            "Both days included, Yerevan time. Empty: no limit."
        ),
        PictureAfterSave => (
            "Պահպանելուց հետո այստեղ կարող եք ավելացնել նկարը։ Առանց նկարի այն չի երևում։",
            "После сохранения здесь можно добавить картинку. Без картинки он не показывается.",
            "Once saved, add its picture here. Without one it does not show."
        ),
        PromotionSaved => ("Պահպանված է", "Сохранено", "Saved"),
        DeletePromotionNamed => ("Ջնջե՞լ «{name}»", "Удалить «{name}»?", "Delete “{name}”?"),
        DeletePromotionWarning => (
            "Այն և նրա նկարները կվերանան, և դա հնարավոր չէ հետ բերել։ Թաքցնելու համար հանեք «Միացված» նշումը։",
            "Он и его картинки исчезнут, и это нельзя отменить. Чтобы скрыть, снимите отметку «Включён».",
            "It and its pictures go, and this cannot be undone. To hide it instead, untick “On”."
        ),
        WidePicture => ("Լայն էկրանի համար", "Для широких экранов", "For wide screens"),
        WidePictureHint => (
            "JPEG, PNG կամ WebP, մինչև 20 ՄԲ․ սլայդի համար՝ 1600 × 600, բաններների համար՝ 800 × 400",
            "JPEG, PNG или WebP до 20 МБ; для слайда 1600 × 600, для баннера 800 × 400",
            "JPEG, PNG or WebP up to 20 MB; 1600 × 600 suits a slide, 800 × 400 a banner"
        ),
        MobilePicture => ("Հեռախոսի համար", "Для телефонов", "For phones"),
        MobilePictureHint => (
            "Քառակուսու մոտ, օրինակ՝ 800 × 800։ Առանց դրա հեռախոսները ցույց են տալիս լայնը։",
            "Близкая к квадрату, например 800 × 800. Без неё телефоны показывают широкую.",
            "Close to square, say 800 × 800. Without one, phones show the wide picture."
        ),
        PromotionSavedByOther => (
            "Սա այս ընթացքում փոփոխել է մեկ այլ աշխատակից։ Ձեր մուտքագրածը մնում է էջում․ թարմացրեք՝ նրա փոփոխությունները տեսնելու համար։",
            "Это за это время изменил другой сотрудник. Введённое вами осталось на странице; обновите, чтобы увидеть его изменения.",
            "Another staff member changed this meanwhile. What you typed is still here; reload to see their changes."
        ),
        TooManyPromotions => (
            "Դրանք արդեն 200 են․ նախ ջնջեք հինը",
            "Их уже 200: сначала удалите старые",
            "There are 200 already: delete an old one first"
        ),
        Posts => ("Բլոգ", "Блог", "Blog"),
        NewPost => ("Նոր գրառում", "Новая запись", "New post"),
        NoPosts => ("Գրառումներ դեռ չկան", "Записей пока нет", "No posts yet"),
        PublishOn => ("Հրապարակման օր", "День публикации", "Publish on"),
        PublishOnHint => (
            "Գրառումը խանութում է այդ օրվա սկզբից (Երևանի ժամանակով)։ Դատարկ՝ այսօր։",
            "Запись видна в магазине с начала этого дня (по ереванскому времени). Пусто: сегодня.",
            "The post is on the shop from the start of this day (Yerevan time). Empty: today."
        ),
        PostPublished => ("Հրապարակված է՝ երևում է խանութում իր օրից", "Опубликована — видна в магазине со своего дня", "Published: shown in the shop from its day"),
        PostSaved => ("Գրառումը պահպանված է։", "Запись сохранена.", "Post saved."),
        PostSavedByOther => (
            "Այս գրառումն այս ընթացքում փոփոխել է մեկ այլ աշխատակից։ Ձեր մուտքագրածը մնում է էջում․ թարմացրեք՝ նրա փոփոխությունները տեսնելու համար։",
            "Эту запись за это время изменил другой сотрудник. Введённое вами осталось на странице; обновите, чтобы увидеть его изменения.",
            "Another staff member changed this post meanwhile. What you typed is still here; reload to see their changes."
        ),
        DeletePost => ("Ջնջել գրառումը", "Удалить запись", "Delete post"),
        DeletePostNamed => ("Ջնջե՞լ «{name}» գրառումը", "Удалить запись «{name}»?", "Delete the post “{name}”?"),
        DeletePostWarning => (
            "Գրառումը և նրա նկարը կվերանան խանութից, և դա հնարավոր չէ հետ բերել։ Թաքցնելու համար հանեք «Հրապարակված» նշումը։",
            "Запись и её картинка исчезнут из магазина, и это нельзя отменить. Чтобы скрыть её, снимите отметку «Опубликована».",
            "The post and its picture leave the shop, and this cannot be undone. To hide it instead, untick “Published”."
        ),
        PostPictureAfterSave => (
            "Պահպանելուց հետո այստեղ կարող եք ավելացնել գրառման նկարը։",
            "После сохранения здесь можно добавить картинку записи.",
            "Once saved, add the post's picture here."
        ),
        PostPictureHint => (
            "JPEG, PNG կամ WebP, մինչև 20 ՄԲ․ ցուցակում և գրառման վերևում",
            "JPEG, PNG или WebP до 20 МБ; в списке и над записью",
            "JPEG, PNG or WebP up to 20 MB; shown in the list and above the post"
        ),
        AuditPostCreate => ("Գրառման ստեղծում", "Создание записи", "Post created"),
        AuditPostUpdate => ("Գրառման փոփոխում", "Изменение записи", "Post changed"),
        AuditPostPicture => ("Գրառման նկարի փոխարինում", "Замена картинки записи", "Post picture replaced"),
        AuditPostDelete => ("Գրառման ջնջում", "Удаление записи", "Post deleted"),
        AuditSubjectPost => ("Գրառում", "Запись", "Post"),
        Newsletter => ("Տեղեկագիր", "Рассылка", "Newsletter"),
        NoSubscribers => ("Բաժանորդներ չկան", "Подписчиков нет", "No subscribers"),
        SearchSubscribers => ("Էլ. հասցե կամ դրա մաս", "E-mail или его часть", "An e-mail address or part of one"),
        SubscribedOn => ("Բաժանորդագրվել է", "Подписался", "Subscribed"),
        ExportCsv => ("Ներբեռնել CSV", "Скачать CSV", "Download CSV"),
        Unsubscribe => ("Հանել ցուցակից", "Отписать", "Unsubscribe"),
        UnsubscribeNamed => ("Հանե՞լ {email}-ը տեղեկագրի ցուցակից", "Отписать {email} от рассылки?", "Take {email} off the newsletter?"),
        UnsubscribeWarning => (
            "Այս հասցեով այլևս նամակներ չեն ուղարկվի։ Հետ բերելու համար գնորդը պետք է նորից բաժանորդագրվի։",
            "На этот адрес больше не будут приходить письма. Чтобы вернуть его, покупатель должен подписаться снова.",
            "No more letters go to this address. To come back, the shopper must subscribe again."
        ),
        AuditNewsletterUnsubscribe => ("Տեղեկագրից հանում", "Отписка от рассылки", "Unsubscribed from the newsletter"),
        AuditNewsletterExport => ("Բաժանորդների ներբեռնում", "Выгрузка подписчиков", "Subscribers downloaded"),
        AuditSubjectSubscriber => ("Բաժանորդ", "Подписчик", "Subscriber"),
        Revoke => ("Դադարեցնել", "Завершить", "Revoke"),
        ContactMessages => ("Հաղորդագրություններ", "Сообщения", "Messages"),
        ContactMessage => ("Հաղորդագրություն", "Сообщение", "Message"),
        NoMessages => ("Հաղորդագրություններ չկան", "Сообщений нет", "No messages"),
        Sender => ("Ուղարկող", "Отправитель", "From"),
        Received => ("Ստացվել է", "Получено", "Received"),
        Phone => ("Հեռախոս", "Телефон", "Phone"),
        InboxNew => ("Նոր", "Новое", "New"),
        InboxRead => ("Կարդացված", "Прочитано", "Read"),
        InboxAnswered => ("Պատասխանված", "Отвечено", "Answered"),
        MessageFrom => ("{name}-ի հաղորդագրությունը", "Сообщение от {name}", "Message from {name}"),
        Reply => ("Պատասխան", "Ответ", "Reply"),
        ReplyBy => ("{name}-ի պատասխանը", "Ответ: {name}", "Reply by {name}"),
        ReplyHint => (
            "Պատասխանը կուղարկվի նամակով՝ հաղորդագրության լեզվով, մեջբերելով այն։",
            "Ответ уйдёт письмом на языке сообщения, с цитатой сообщения.",
            "The reply is mailed in the message's language, quoting the message."
        ),
        SendReply => ("Ուղարկել պատասխանը", "Отправить ответ", "Send reply"),
        SendReplyTo => ("Ուղարկե՞լ պատասխանը {email} հասցեին", "Отправить ответ на {email}?", "Send the reply to {email}?"),
        SendReplyWarning => (
            "Նամակն անմիջապես կուղարկվի, և այն հետ վերցնել հնարավոր չէ։",
            "Письмо уйдёт сразу, и вернуть его нельзя.",
            "The mail goes out at once and cannot be taken back."
        ),
        ReplySentTo => ("Պատասխանն ուղարկված է {email} հասցեին", "Ответ отправлен на {email}", "Reply sent to {email}"),
        AuditContactReply => ("Պատասխան հաղորդագրությանը", "Ответ на сообщение", "Message answered"),
        AuditSubjectContactMessage => ("Հաղորդագրություն", "Сообщение", "Message"),
        ContactDetails => ("Կոնտակտներ", "Контакты", "Contact details"),
        ContactDetailsHint => (
            "Խանութը դրանք ցույց է տալիս էջերի ներքևում և «Կապ» էջում։ Դատարկ թողնված դաշտի փոխարեն մնում է խանութի սկզբնական տեքստը։",
            "Магазин показывает их внизу страниц и на странице «Контакты». Вместо пустого поля остаётся исходный текст магазина.",
            "The shop shows them at the foot of its pages and on its contact page. A field left empty keeps the shop's own text."
        ),
        Address => ("Հասցե", "Адрес", "Address"),
        OpeningHours => ("Աշխատանքային ժամեր", "Часы работы", "Opening hours"),
        ContactDetailsSaved => ("Կոնտակտները պահպանված են", "Контакты сохранены", "Contact details saved"),
        AuditContactsUpdate => ("Կոնտակտների փոփոխում", "Изменение контактов", "Contact details changed"),
        CheckoutMethods => ("Առաքում և վճարում", "Доставка и оплата", "Shipping and payment"),
        CheckoutMethodsHint => (
            "Ինչ եղանակներ է առաջարկում պատվերի ձևակերպումը և ինչ հերթականությամբ․ առաջին առաքման եղանակն ընտրված է ըստ լռելյայնի։ Փոփոխությունները խանութում երևում են մեկ վայրկյանում․ արդեն տրված պատվերները պահում են իրենց գները։",
            "Какие способы предлагает оформление заказа и в каком порядке; первый способ доставки выбран по умолчанию. Изменения видны в магазине через секунду; оформленные заказы сохраняют свои суммы.",
            "Which ways the checkout offers and in what order; the first way of delivery is chosen by default. Changes show in the shop within a second; orders already placed keep their amounts."
        ),
        ShippingMethods => ("Առաքման եղանակներ", "Способы доставки", "Shipping methods"),
        PaymentMethods => ("Վճարման եղանակներ", "Способы оплаты", "Payment methods"),
        ShippingRate => ("Արժեքը (֏)", "Стоимость (֏)", "Rate (֏)"),
        MethodTitle => ("Անվանում", "Название", "Title"),
        MethodOffered => ("Առաջարկվում է", "Предлагается", "Offered"),
        ProviderConfigured => ("Տվյալները կարգավորված են", "Реквизиты настроены", "Credentials configured"),
        ProviderMissing => (
            "Տվյալները կարգավորված չեն սերվերի միջավայրում",
            "Реквизиты не заданы в окружении сервера",
            "Credentials not set in the server's environment"
        ),
        CheckoutMethodsSaved => ("Առաքումն ու վճարումը պահպանված են", "Доставка и оплата сохранены", "Shipping and payment saved"),
        AuditMethodsUpdate => ("Առաքման և վճարման փոփոխում", "Изменение доставки и оплаты", "Shipping and payment changed"),
        SocialLinks => ("Սոցիալական ցանցեր", "Соцсети", "Social links"),
        SocialLinksHint => (
            "Հղումները երևում են խանութի էջերի ներքևում՝ այս հերթականությամբ։ Պատկերակը ընտրվում է ըստ հասցեի՝ ցանցինը կամ գլոբուս մյուս կայքերի համար։",
            "Ссылки видны внизу страниц магазина в этом порядке. Значок выбирается по адресу: значок сети или глобус для других сайтов.",
            "The links show at the foot of the shop's pages in this order. The icon follows the address: the network's, or a globe for other sites."
        ),
        NoSocialLinks => ("Հղումներ դեռ չկան", "Ссылок пока нет", "No links yet"),
        AddSocialLink => ("Ավելացնել հղում", "Добавить ссылку", "Add a link"),
        RemoveLink => ("Հեռացնել", "Убрать", "Remove"),
        WebAddress => ("Հասցե", "Адрес", "Address"),
        ShownInFooter => ("Երևում է", "Показывается", "Shown"),
        SocialLinksSaved => ("Հղումները պահպանված են", "Ссылки сохранены", "Links saved"),
        AuditSocialUpdate => ("Սոցիալական հղումների փոփոխում", "Изменение ссылок на соцсети", "Social links changed"),
    }
}

/// The text of `key` in `locale`.
pub fn text(locale: Locale, key: Text) -> &'static str {
    key.text(locale)
}

storefront_core::counted_catalogue! {
    /// Phrases about a number of things.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Count {
        PageInMenus => (
            ["Այս էջին հղում է {count} ընտրացանկի կետ․ նախ փոխեք այն", "Այս էջին հղում են {count} ընտրացանկի կետեր․ նախ փոխեք դրանք"],
            ["На эту страницу ведёт {count} пункт меню: сначала измените его", "На эту страницу ведут {count} пункта меню: сначала измените их", "На эту страницу ведут {count} пунктов меню: сначала измените их"],
            ["{count} menu item links to this page: change it first", "{count} menu items link to this page: change them first"],
        ),
        DeleteMenuItemWarning => (
            ["Կետը կվերանա խանութից՝ իր {count} ենթակետի հետ։ Դա հնարավոր չէ հետ բերել։", "Կետը կվերանա խանութից՝ իր {count} ենթակետերի հետ։ Դա հնարավոր չէ հետ բերել։"],
            ["Пункт исчезнет из магазина вместе с {count} подпунктом. Это нельзя отменить.", "Пункт исчезнет из магазина вместе с {count} подпунктами. Это нельзя отменить.", "Пункт исчезнет из магазина вместе с {count} подпунктами. Это нельзя отменить."],
            ["The item leaves the shop with its {count} sub-item. This cannot be undone.", "The item leaves the shop with its {count} sub-items. This cannot be undone."],
        ),
        CsvRows => (["{count} տող", "{count} տող"], ["{count} строка", "{count} строки", "{count} строк"], ["{count} row", "{count} rows"]),
        CsvCreates => (["{count} նոր ապրանք", "{count} նոր ապրանք"], ["{count} новый товар", "{count} новых товара", "{count} новых товаров"], ["{count} new product", "{count} new products"]),
        CsvUpdates => (["{count} փոփոխվող ապրանք", "{count} փոփոխվող ապրանք"], ["{count} изменяемый товар", "{count} изменяемых товара", "{count} изменяемых товаров"], ["{count} product changed", "{count} products changed"]),
        CsvUnchanged => (["{count} անփոփոխ տող", "{count} անփոփոխ տող"], ["{count} строка без изменений", "{count} строки без изменений", "{count} строк без изменений"], ["{count} row unchanged", "{count} rows unchanged"]),
        CsvBadRows => (["{count} սխալ տող", "{count} սխալ տող"], ["{count} строка с ошибкой", "{count} строки с ошибками", "{count} строк с ошибками"], ["{count} bad row", "{count} bad rows"]),
        CsvWritten => (["{count} տող գրված է", "{count} տող գրված է"], ["Записана {count} строка", "Записаны {count} строки", "Записано {count} строк"], ["{count} row written", "{count} rows written"]),
        CsvRefused => (["{count} տող մերժված է", "{count} տող մերժված է"], ["Отклонена {count} строка", "Отклонены {count} строки", "Отклонено {count} строк"], ["{count} row refused", "{count} rows refused"]),
        Slides => (["{count} սլայդ", "{count} սլայդ"], ["{count} слайд", "{count} слайда", "{count} слайдов"], ["{count} slide", "{count} slides"]),
        Banners => (["{count} բաններ", "{count} բաններ"], ["{count} баннер", "{count} баннера", "{count} баннеров"], ["{count} banner", "{count} banners"]),
        PostsFound => (["{count} գրառում", "{count} գրառում"], ["{count} запись", "{count} записи", "{count} записей"], ["{count} post", "{count} posts"]),
        MessagesFound => (["{count} հաղորդագրություն", "{count} հաղորդագրություն"], ["{count} сообщение", "{count} сообщения", "{count} сообщений"], ["{count} message", "{count} messages"]),
        NewMessages => (["{count} նոր հաղորդագրություն", "{count} նոր հաղորդագրություն"], ["{count} новое сообщение", "{count} новых сообщения", "{count} новых сообщений"], ["{count} new message", "{count} new messages"]),
        SubscribersFound => (["{count} բաժանորդ", "{count} բաժանորդ"], ["{count} подписчик", "{count} подписчика", "{count} подписчиков"], ["{count} subscriber", "{count} subscribers"]),
        PagesFound => (["{count} էջ", "{count} էջ"], ["{count} страница", "{count} страницы", "{count} страниц"], ["{count} page", "{count} pages"]),
        OrdersFound => (["{count} պատվեր", "{count} պատվեր"], ["{count} заказ", "{count} заказа", "{count} заказов"], ["{count} order", "{count} orders"]),
        CustomersFound => (["{count} հաճախորդ", "{count} հաճախորդ"], ["{count} покупатель", "{count} покупателя", "{count} покупателей"], ["{count} customer", "{count} customers"]),
        ProductsFound => (["{count} ապրանք", "{count} ապրանք"], ["{count} товар", "{count} товара", "{count} товаров"], ["{count} product", "{count} products"]),
        ProductsSelected => (
            ["Ընտրված է {count} ապրանք", "Ընտրված է {count} ապրանք"],
            ["Выбран {count} товар", "Выбрано {count} товара", "Выбрано {count} товаров"],
            ["{count} product selected", "{count} products selected"],
        ),
        ProductsChanged => (
            ["Փոփոխվեց {count} ապրանք", "Փոփոխվեց {count} ապրանք"],
            ["Изменён {count} товар", "Изменено {count} товара", "Изменено {count} товаров"],
            ["{count} product changed", "{count} products changed"],
        ),
        DeleteProducts => (
            ["Ջնջե՞լ {count} ապրանք", "Ջնջե՞լ {count} ապրանք"],
            ["Удалить {count} товар?", "Удалить {count} товара?", "Удалить {count} товаров?"],
            ["Delete {count} product?", "Delete {count} products?"],
        ),
        VariantsLeftOut => (
            ["{count} տարբերակ ունի ձեր հանած արժեքները։", "{count} տարբերակ ունի ձեր հանած արժեքները։"],
            ["У {count} варианта значения, которые вы убрали.", "У {count} вариантов значения, которые вы убрали.", "У {count} вариантов значения, которые вы убрали."],
            ["{count} variant has options you left out.", "{count} variants have options you left out."],
        ),
        RetryInSeconds => (
            ["Չափազանց շատ փորձեր։ Փորձեք կրկին {count} վայրկյանից։", "Չափազանց շատ փորձեր։ Փորձեք կրկին {count} վայրկյանից։"],
            ["Слишком много попыток. Повторите через {count} секунду.", "Слишком много попыток. Повторите через {count} секунды.", "Слишком много попыток. Повторите через {count} секунд."],
            ["Too many attempts. Try again in {count} second.", "Too many attempts. Try again in {count} seconds."],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_is_written_in_every_language() {
        for key in Text::ALL {
            for locale in Locale::ALL {
                assert!(!text(locale, *key).trim().is_empty(), "{key:?} in {locale:?}");
            }
            assert_ne!(text(Locale::Hy, *key), text(Locale::En, *key), "{key:?} is not translated into Armenian");
            let names = storefront_core::messages::placeholders(text(Locale::En, *key));
            for locale in [Locale::Hy, Locale::Ru] {
                assert_eq!(
                    storefront_core::messages::placeholders(text(locale, *key)),
                    names,
                    "{key:?} takes the same arguments in {locale:?}"
                );
            }
        }
    }

    #[test]
    fn every_count_holds_its_number_in_every_form() {
        for key in Count::ALL {
            for form in key.counted().forms() {
                assert_eq!(storefront_core::messages::placeholders(form), ["count"], "{key:?}: {form}");
            }
        }
    }

    #[test]
    fn counts_read_right_in_russian_for_0_1_2_5_and_21() {
        let said = |key: Count| [0, 1, 2, 5, 21].map(|n| key.format(Locale::Ru, n));
        assert_eq!(said(Count::OrdersFound), ["0 заказов", "1 заказ", "2 заказа", "5 заказов", "21 заказ"]);
        assert_eq!(said(Count::CustomersFound), ["0 покупателей", "1 покупатель", "2 покупателя", "5 покупателей", "21 покупатель"]);
        assert_eq!(
            said(Count::RetryInSeconds).map(|s| s.rsplit(" через ").next().unwrap().to_string()),
            ["0 секунд.", "1 секунду.", "2 секунды.", "5 секунд.", "21 секунду."]
        );
        assert_eq!([1, 2].map(|n| Count::OrdersFound.format(Locale::En, n)), ["1 order", "2 orders"]);
        assert_eq!([1, 21].map(|n| Count::OrdersFound.format(Locale::Hy, n)), ["1 պատվեր", "21 պատվեր"]);
    }
}
