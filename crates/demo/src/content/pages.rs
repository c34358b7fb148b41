//! The demo's CMS pages in Armenian, Russian and English. Ids are fixed: the checkout's terms link
//! goes to page 18 (the core's `TERMS_PAGE_ID`), and the menus refer to pages by url key.

use crate::catalog::Tr;

pub struct PageSpec {
    pub id: i64,
    pub url_key: &'static str,
    pub title: Tr,
    pub html: Tr,
}

/// The terms page the checkout links to.
pub const TERMS_PAGE_ID: i64 = 18;

pub const PAGES: &[PageSpec] = &[
    PageSpec {
        id: 1,
        url_key: "about-us",
        title: Tr("Մեր մասին", "О нас", "About us"),
        html: Tr(
            "<h2>Շուկա՝ հայկական առցանց շուկա</h2>\
             <p>Շուկան միավորում է Հայաստանի տասնյակ վաճառողների և արտադրողների մեկ հարթակում։ Այստեղ կգտնեք կանացի, տղամարդու և մանկական հագուստ, կոշիկներ, գործիքներ, ինչպես նաև ապրանքներ տան և այգու համար։</p>\
             <p>Մենք ստուգում ենք յուրաքանչյուր վաճառողի, նախքան նրա խանութը կհայտնվի կայքում, իսկ գները ցուցադրում ենք դրամով, դոլարով և ռուբլով։</p>\
             <ul><li>Առաքում ամբողջ Հայաստանում</li><li>Վճարում առաքման պահին, բանկային քարտով կամ Idram-ով</li><li>Բոնուսներ յուրաքանչյուր գնումից</li></ul>",
            "<h2>Шука — армянский онлайн-рынок</h2>\
             <p>Шука объединяет на одной площадке десятки продавцов и производителей из Армении. Здесь вы найдёте женскую, мужскую и детскую одежду, обувь, инструменты, а также товары для дома и сада.</p>\
             <p>Мы проверяем каждого продавца, прежде чем его магазин появится на сайте, а цены показываем в драмах, долларах и рублях.</p>\
             <ul><li>Доставка по всей Армении</li><li>Оплата при получении, банковской картой или через Idram</li><li>Бонусы за каждую покупку</li></ul>",
            "<h2>Shuka, the Armenian online marketplace</h2>\
             <p>Shuka brings dozens of Armenian sellers and makers together on one platform. Here you will find women's, men's and children's clothing, shoes, tools, and goods for the home and garden.</p>\
             <p>We check every seller before their store appears on the site, and we show prices in drams, dollars and roubles.</p>\
             <ul><li>Delivery all over Armenia</li><li>Pay on delivery, by bank card or with Idram</li><li>Bonuses on every purchase</li></ul>",
        ),
    },
    PageSpec {
        id: 2,
        url_key: "delivery",
        title: Tr("Առաքում", "Доставка", "Delivery"),
        html: Tr(
            "<h2>Առաքում</h2>\
             <p>Պատվերները Երևանում առաքվում են 1–2 աշխատանքային օրվա ընթացքում, մարզերում՝ 2–4 օրվա։ Առաքման արժեքը երևում է պատվերի ձևակերպման ժամանակ՝ մինչև վճարումը։</p>\
             <p>Առաքիչը կզանգահարի Ձեզ նախքան գալը։ Խնդրում ենք ստուգել ապրանքը ստանալիս. թերության դեպքում կարող եք հրաժարվել դրանից տեղում։</p>\
             <p>Հարցերի դեպքում գրեք մեզ <a href=\"/contact-us\">կապի ձևով</a>։</p>",
            "<h2>Доставка</h2>\
             <p>По Еревану заказы доставляются за 1–2 рабочих дня, в регионы — за 2–4 дня. Стоимость доставки видна при оформлении заказа, до оплаты.</p>\
             <p>Курьер позвонит вам перед приездом. Пожалуйста, проверьте товар при получении: при обнаружении дефекта вы можете отказаться от него на месте.</p>\
             <p>Если остались вопросы, напишите нам через <a href=\"/contact-us\">форму обратной связи</a>.</p>",
            "<h2>Delivery</h2>\
             <p>Orders within Yerevan are delivered in 1–2 working days, to the regions in 2–4 days. The delivery cost is shown at checkout, before you pay.</p>\
             <p>The courier will call you before arriving. Please check the goods on delivery: if something is faulty you can refuse it on the spot.</p>\
             <p>Any questions? Write to us through the <a href=\"/contact-us\">contact form</a>.</p>",
        ),
    },
    PageSpec {
        id: 3,
        url_key: "payment-methods",
        title: Tr("Վճարման եղանակներ", "Способы оплаты", "Payment methods"),
        html: Tr(
            "<h2>Ինչպես վճարել</h2>\
             <ul><li><strong>Կանխիկ առաքման պահին</strong>՝ վճարում եք առաքիչին՝ ապրանքը ստանալիս։</li>\
             <li><strong>Բանկային քարտով</strong>՝ Visa, Mastercard և ԱրՔա քարտերով՝ Ամերիաբանկի անվտանգ վճարային էջում։</li>\
             <li><strong>Idram</strong>՝ Idram դրամապանակով՝ մի քանի սեղմումով։</li></ul>\
             <p>Մենք չենք պահում Ձեր քարտի տվյալները. դրանք մուտքագրվում են միայն բանկի էջում։</p>",
            "<h2>Как оплатить</h2>\
             <ul><li><strong>Наличными при получении</strong> — оплата курьеру при получении товара.</li>\
             <li><strong>Банковской картой</strong> — Visa, Mastercard и ArCa на защищённой платёжной странице Америабанка.</li>\
             <li><strong>Idram</strong> — кошельком Idram в несколько нажатий.</li></ul>\
             <p>Мы не храним данные вашей карты: они вводятся только на странице банка.</p>",
            "<h2>How to pay</h2>\
             <ul><li><strong>Cash on delivery</strong>: pay the courier when you receive the goods.</li>\
             <li><strong>Bank card</strong>: Visa, Mastercard and ArCa on Ameriabank's secure payment page.</li>\
             <li><strong>Idram</strong>: with your Idram wallet in a few taps.</li></ul>\
             <p>We never store your card details: you enter them on the bank's page only.</p>",
        ),
    },
    PageSpec {
        id: 4,
        url_key: "returns",
        title: Tr("Վերադարձ և փոխանակում", "Возврат и обмен", "Returns and exchanges"),
        html: Tr(
            "<h2>Վերադարձ և փոխանակում</h2>\
             <p>Չօգտագործված ապրանքը կարող եք վերադարձնել կամ փոխանակել ստանալուց հետո 14 օրվա ընթացքում՝ պահպանված փաթեթավորմամբ և պիտակներով։</p>\
             <p>Վերադարձի համար գրեք մեզ՝ նշելով պատվերի համարը։ Գումարը կվերադարձվի նույն եղանակով, որով վճարել եք, 3–5 աշխատանքային օրվա ընթացքում։</p>",
            "<h2>Возврат и обмен</h2>\
             <p>Неиспользованный товар можно вернуть или обменять в течение 14 дней после получения, в сохранённой упаковке и с ярлыками.</p>\
             <p>Для возврата напишите нам, указав номер заказа. Деньги вернутся тем же способом, которым вы платили, в течение 3–5 рабочих дней.</p>",
            "<h2>Returns and exchanges</h2>\
             <p>Unused goods can be returned or exchanged within 14 days of delivery, in their original packaging and with their labels.</p>\
             <p>To return an item, write to us with your order number. The money is refunded the way you paid, within 3–5 working days.</p>",
        ),
    },
    PageSpec {
        id: 5,
        url_key: "bonus-system",
        title: Tr("Բոնուսային համակարգ", "Бонусная система", "Bonus system"),
        html: Tr(
            "<h2>Բոնուսային համակարգ</h2>\
             <p>Յուրաքանչյուր ավարտված պատվերից Ձեր հաշվին կուտակվում է պատվերի գումարի 5%-ը՝ բոնուսների տեսքով։ Մեկ բոնուսը հավասար է մեկ դրամի։</p>\
             <p>Բոնուսները կարող եք օգտագործել հաջորդ գնումների ժամանակ՝ վճարելով դրանցով պատվերի մի մասը կամ ամբողջը։ Կուտակված բոնուսները և դրանց պատմությունը երևում են Ձեր անձնական էջում։</p>\
             <p>Բոնուսներ կուտակելու համար պարզապես <a href=\"/account/register\">գրանցվեք</a> և գնումներ կատարեք՝ մուտք գործած։</p>",
            "<h2>Бонусная система</h2>\
             <p>С каждого выполненного заказа на ваш счёт начисляется 5% от его суммы в виде бонусов. Один бонус равен одному драму.</p>\
             <p>Бонусами можно оплатить часть или всю сумму следующих покупок. Накопленные бонусы и их история видны в личном кабинете.</p>\
             <p>Чтобы копить бонусы, просто <a href=\"/account/register\">зарегистрируйтесь</a> и делайте покупки, войдя в аккаунт.</p>",
            "<h2>Bonus system</h2>\
             <p>Every completed order earns you 5% of its amount as bonuses. One bonus equals one dram.</p>\
             <p>You can spend bonuses on your next purchases, paying part or all of an order with them. Your balance and its history are shown in your account.</p>\
             <p>To collect bonuses, simply <a href=\"/account/register\">register</a> and shop while signed in.</p>",
        ),
    },
    PageSpec {
        id: 6,
        // The privacy policy's long-standing address ("terms of use" in Armenian transliteration).
        url_key: "ogtagorcman-paymanner",
        title: Tr("Գաղտնիության քաղաքականություն", "Политика конфиденциальности", "Privacy Policy"),
        html: Tr(
            "<h2>Գաղտնիության քաղաքականություն</h2>\
             <p>Մենք հավաքում ենք միայն այն տվյալները, որոնք անհրաժեշտ են պատվերը կատարելու համար՝ անուն, էլ. հասցե, հեռախոսահամար և առաքման հասցե։</p>\
             <p>Ձեր տվյալները չենք փոխանցում երրորդ անձանց, բացառությամբ առաքման ծառայության և բանկի՝ այնքանով, որքանով դա անհրաժեշտ է պատվերը կատարելու համար։ Գաղտնաբառերը պահվում են միայն գաղտնագրված տեսքով։</p>\
             <p>Ցանկացած պահի կարող եք խնդրել ջնջել Ձեր տվյալները՝ գրելով մեզ <a href=\"/contact-us\">կապի ձևով</a>։</p>",
            "<h2>Политика конфиденциальности</h2>\
             <p>Мы собираем только данные, необходимые для выполнения заказа: имя, e-mail, номер телефона и адрес доставки.</p>\
             <p>Мы не передаём ваши данные третьим лицам, кроме службы доставки и банка, — в той мере, в какой это нужно для выполнения заказа. Пароли хранятся только в зашифрованном виде.</p>\
             <p>В любой момент вы можете попросить удалить ваши данные, написав нам через <a href=\"/contact-us\">форму обратной связи</a>.</p>",
            "<h2>Privacy Policy</h2>\
             <p>We collect only the data needed to fulfil your order: your name, e-mail address, phone number and delivery address.</p>\
             <p>We do not share your data with third parties except the delivery service and the bank, and only as far as your order requires. Passwords are stored only in hashed form.</p>\
             <p>You can ask us to delete your data at any time through the <a href=\"/contact-us\">contact form</a>.</p>",
        ),
    },
    PageSpec {
        id: 7,
        url_key: "faq",
        title: Tr("Հաճախ տրվող հարցեր", "Частые вопросы", "Frequently asked questions"),
        html: Tr(
            "<h2>Հաճախ տրվող հարցեր</h2>\
             <h3>Պե՞տք է արդյոք գրանցվել պատվեր կատարելու համար</h3>\
             <p>Ոչ, կարող եք պատվիրել առանց գրանցման։ Գրանցված գնորդները կուտակում են բոնուսներ և տեսնում իրենց պատվերների պատմությունը։</p>\
             <h3>Ինչպե՞ս իմանալ՝ ապրանքն առկա է, թե ոչ</h3>\
             <p>Ապրանքի էջում նշված է, թե որքան է մնացել պահեստում։ Եթե տարբերակը վերջացել է, այն հնարավոր չէ ավելացնել զամբյուղ։</p>\
             <h3>Կարո՞ղ եմ փոխել պատվերը</h3>\
             <p>Այո, գրեք մեզ մինչև առաքումը, և մենք կփոխենք այն։</p>",
            "<h2>Частые вопросы</h2>\
             <h3>Нужно ли регистрироваться, чтобы сделать заказ?</h3>\
             <p>Нет, заказать можно и без регистрации. Зарегистрированные покупатели копят бонусы и видят историю своих заказов.</p>\
             <h3>Как узнать, есть ли товар в наличии?</h3>\
             <p>На странице товара указано, сколько его осталось на складе. Закончившийся вариант нельзя добавить в корзину.</p>\
             <h3>Можно ли изменить заказ?</h3>\
             <p>Да, напишите нам до отправки, и мы его изменим.</p>",
            "<h2>Frequently asked questions</h2>\
             <h3>Do I need to register to place an order?</h3>\
             <p>No, you can order without registering. Registered customers collect bonuses and see their order history.</p>\
             <h3>How do I know whether an item is in stock?</h3>\
             <p>The product page shows how many are left in stock. A sold-out option cannot be added to the cart.</p>\
             <h3>Can I change my order?</h3>\
             <p>Yes: write to us before it is dispatched and we will change it.</p>",
        ),
    },
    PageSpec {
        id: 8,
        url_key: "become-a-seller",
        title: Tr("Դարձեք վաճառող", "Станьте продавцом", "Become a seller"),
        html: Tr(
            "<h2>Վաճառեք Շուկայում</h2>\
             <p>Եթե ունեք խանութ կամ արտադրություն, գրանցվեք որպես ընկերություն և նշեք, որ ցանկանում եք վաճառել։ Հայտը դիտարկելուց հետո Ձեր խանութը կհայտնվի <a href=\"/stores\">խանութների ցանկում</a>։</p>\
             <p>Մենք օգնում ենք լուսանկարել ապրանքները, ընդունում ենք վճարումները և կազմակերպում առաքումը ամբողջ Հայաստանում։</p>",
            "<h2>Продавайте на Шуке</h2>\
             <p>Если у вас есть магазин или производство, зарегистрируйтесь как компания и отметьте, что хотите продавать. После рассмотрения заявки ваш магазин появится в <a href=\"/stores\">списке магазинов</a>.</p>\
             <p>Мы помогаем сфотографировать товары, принимаем платежи и организуем доставку по всей Армении.</p>",
            "<h2>Sell on Shuka</h2>\
             <p>If you run a shop or make goods yourself, register as a company and tick that you want to sell. Once your application is reviewed, your store appears in the <a href=\"/stores\">list of stores</a>.</p>\
             <p>We help you photograph your goods, take the payments and arrange delivery all over Armenia.</p>",
        ),
    },
    PageSpec {
        id: TERMS_PAGE_ID,
        url_key: "terms-and-conditions",
        title: Tr("Պայմաններ և դրույթներ", "Условия и положения", "Terms and conditions"),
        html: Tr(
            "<h2>Պայմաններ և դրույթներ</h2>\
             <p>Պատվեր կատարելով՝ Դուք համաձայնում եք այս պայմաններին։ Կայքում նշված գները ներառում են ԱԱՀ-ն, իսկ առաքման արժեքը հաշվարկվում է առանձին։</p>\
             <p>Պատվերը համարվում է ընդունված, երբ ստանում եք հաստատման նամակ։ Առցանց վճարման դեպքում պատվերը կատարվում է վճարումը հաստատվելուց հետո։</p>\
             <p>Վերադարձի կարգը նկարագրված է <a href=\"/page/returns\">Վերադարձ և փոխանակում</a> էջում, իսկ անձնական տվյալների մշակումը՝ <a href=\"/page/ogtagorcman-paymanner\">Գաղտնիության քաղաքականության</a> մեջ։</p>",
            "<h2>Условия и положения</h2>\
             <p>Оформляя заказ, вы соглашаетесь с этими условиями. Цены на сайте включают НДС, а стоимость доставки рассчитывается отдельно.</p>\
             <p>Заказ считается принятым, когда вы получаете письмо с подтверждением. При онлайн-оплате заказ выполняется после подтверждения платежа.</p>\
             <p>Порядок возврата описан на странице <a href=\"/page/returns\">«Возврат и обмен»</a>, а обработка персональных данных — в <a href=\"/page/ogtagorcman-paymanner\">Политике конфиденциальности</a>.</p>",
            "<h2>Terms and conditions</h2>\
             <p>By placing an order you accept these terms. Prices on the site include VAT, and delivery is charged separately.</p>\
             <p>An order is accepted once you receive the confirmation e-mail. An order paid online is fulfilled once the payment is confirmed.</p>\
             <p>Returns are described on the <a href=\"/page/returns\">Returns and exchanges</a> page, and the handling of personal data in the <a href=\"/page/ogtagorcman-paymanner\">Privacy Policy</a>.</p>",
        ),
    },
];
