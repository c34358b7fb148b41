//! The demo's blog posts in Armenian, Russian and English, each with a picture drawn from the
//! catalogue's shapes (no downloads).

use crate::art::Shape;
use crate::catalog::Tr;

pub struct PostSpec {
    pub url_key: &'static str,
    /// How many days before the seed the post appeared (newest first in the blog).
    pub days_ago: u64,
    pub title: Tr,
    pub html: Tr,
    /// What its picture shows: (shape, colour code of the catalogue).
    pub picture: &'static [(Shape, &'static str)],
    pub backdrop: usize,
}

pub const POSTS: &[PostSpec] = &[
    PostSpec {
        url_key: "summer-dress-guide",
        days_ago: 3,
        title: Tr("Ինչպես ընտրել ամառային զգեստ", "Как выбрать летнее платье", "How to choose a summer dress"),
        html: Tr(
            "<p>Ամառային զգեստի գլխավոր պահանջը թեթևությունն է։ Ընտրեք բնական գործվածքներ՝ բամբակ, վիսկոզա կամ կտավ. դրանք թույլ են տալիս մաշկին շնչել և շոգին չեն կպչում մարմնին։</p>\
             <p>Բաց գույներն արտացոլում են արևի ճառագայթները, իսկ ազատ ձևվածքը հարմար է և՛ քաղաքում զբոսնելու, և՛ ծովափի համար։ Երեկոյան ավելացրեք բարձրակրունկ կոշիկներ կամ նուրբ զարդ։</p>\
             <ul><li>Ստուգեք չափսերի աղյուսակը ապրանքի էջում</li><li>Նախընտրեք գործվածքներ, որոնք հեշտ է լվանալ</li></ul>",
            "<p>Главное требование к летнему платью — лёгкость. Выбирайте натуральные ткани: хлопок, вискозу или лён — они дают коже дышать и не липнут к телу в жару.</p>\
             <p>Светлые цвета отражают солнечные лучи, а свободный крой удобен и для прогулки по городу, и для пляжа. Вечером дополните образ туфлями на каблуке или изящным украшением.</p>\
             <ul><li>Сверьтесь с таблицей размеров на странице товара</li><li>Отдавайте предпочтение тканям, которые легко стирать</li></ul>",
            "<p>The first thing a summer dress needs is lightness. Choose natural fabrics such as cotton, viscose or linen: they let your skin breathe and do not cling in the heat.</p>\
             <p>Light colours reflect the sun, and a loose cut works for a walk in town as well as for the beach. In the evening, add heels or a delicate piece of jewellery.</p>\
             <ul><li>Check the size chart on the product page</li><li>Prefer fabrics that are easy to wash</li></ul>",
        ),
        picture: &[(Shape::Dress, "pink"), (Shape::Pump, "beige")],
        backdrop: 4,
    },
    PostSpec {
        url_key: "cotton-care",
        days_ago: 8,
        title: Tr("Բամբակյա հագուստի խնամքը", "Уход за хлопковой одеждой", "Caring for cotton clothes"),
        html: Tr(
            "<p>Բամբակը սիրված է իր փափկության համար, բայց պահանջում է ճիշտ խնամք։ Լվացեք 30–40 աստիճանում, իսկ գունավոր իրերը՝ շրջված վիճակում, որպեսզի գույնը երկար պահպանվի։</p>\
             <p>Մի չորացրեք բամբակյա իրերն արևի ուղիղ ճառագայթների տակ և խուսափեք չորացնող մեքենայի բարձր ջերմաստիճանից. այդպես հագուստը չի նստի։ Արդուկեք թեթևակի խոնավ վիճակում։</p>",
            "<p>Хлопок любят за мягкость, но он требует правильного ухода. Стирайте при 30–40 градусах, а цветные вещи — вывернутыми наизнанку, чтобы цвет дольше сохранялся.</p>\
             <p>Не сушите хлопковые вещи под прямыми солнечными лучами и избегайте высокой температуры в сушильной машине — так одежда не сядет. Гладьте слегка влажной.</p>",
            "<p>Cotton is loved for its softness, but it needs the right care. Wash at 30–40 degrees, and turn coloured items inside out so the colour lasts longer.</p>\
             <p>Do not dry cotton in direct sunlight and avoid high heat in the dryer, so that clothes do not shrink. Iron them while still slightly damp.</p>",
        ),
        picture: &[(Shape::Tshirt, "white"), (Shape::Shirt, "blue")],
        backdrop: 2,
    },
    PostSpec {
        url_key: "choosing-a-drill",
        days_ago: 14,
        title: Tr("Ինչպես ընտրել էլեկտրական դրել", "Как выбрать дрель", "How to choose a drill"),
        html: Tr(
            "<p>Տնային աշխատանքների համար բավական է 500–700 վատ հզորությամբ դրել կամ մարտկոցով պտուտակադարձիչ։ Եթե հաճախ եք հորատում բետոն կամ աղյուս, ընտրեք հարվածային ռեժիմով մոդել։</p>\
             <p>Մարտկոցով գործիքներն ավելի հարմար են. լար չկա, և կարելի է աշխատել ցանկացած վայրում։ Ուշադրություն դարձրեք մարտկոցի տարողությանը և երկրորդ մարտկոցի առկայությանը։</p>\
             <ul><li>Ստուգեք, թե ինչ գլխիկներ են ներառված հավաքածուում</li><li>Աշխատեք պաշտպանիչ ակնոցներով</li></ul>",
            "<p>Для домашних работ достаточно дрели мощностью 500–700 ватт или аккумуляторного шуруповёрта. Если вы часто сверлите бетон или кирпич, выбирайте модель с ударным режимом.</p>\
             <p>Аккумуляторные инструменты удобнее: нет провода, и работать можно где угодно. Обратите внимание на ёмкость аккумулятора и наличие второго в комплекте.</p>\
             <ul><li>Проверьте, какие насадки входят в набор</li><li>Работайте в защитных очках</li></ul>",
            "<p>For jobs around the house a 500–700 watt drill or a cordless drill driver is enough. If you often drill concrete or brick, choose a model with a hammer mode.</p>\
             <p>Cordless tools are handier: there is no cable and you can work anywhere. Look at the battery capacity and whether a second battery is included.</p>\
             <ul><li>Check which bits come with the set</li><li>Wear safety glasses</li></ul>",
        ),
        picture: &[(Shape::Drill, "green"), (Shape::Screwdriver, "orange")],
        backdrop: 1,
    },
    PostSpec {
        url_key: "back-to-school",
        days_ago: 21,
        title: Tr("Դպրոցական հագուստ՝ առանց ավելորդ ծախսերի", "Школьная одежда без лишних трат", "School clothes without overspending"),
        html: Tr(
            "<p>Ուսումնական տարվա սկզբից առաջ կազմեք ցուցակ՝ ինչ ունի երեխան, և ինչ է իրականում պետք գնել։ Հաճախ բավական է թարմացնել մի քանի հիմնական իր՝ տաբատ, վերնաշապիկներ և տաք բաճկոն։</p>\
             <p>Երեխաներն արագ են մեծանում, ուստի ընտրեք մեկ չափս մեծ բաճկոն և ամուր կարերով տաբատ։ Վառ գույներն ուրախացնում են երեխաներին և ավելի լավ են երևում ճանապարհին։</p>",
            "<p>Перед началом учебного года составьте список: что у ребёнка уже есть и что действительно нужно купить. Часто достаточно обновить несколько базовых вещей — брюки, рубашки и тёплую куртку.</p>\
             <p>Дети быстро растут, поэтому берите куртку на размер больше и брюки с прочными швами. Яркие цвета радуют детей и лучше заметны на дороге.</p>",
            "<p>Before the school year starts, make a list of what your child already has and what really needs buying. Often it is enough to refresh a few basics: trousers, shirts and a warm jacket.</p>\
             <p>Children grow fast, so pick a jacket one size up and trousers with strong seams. Bright colours cheer children up and are easier to see on the road.</p>",
        ),
        picture: &[(Shape::KidsTshirt, "yellow"), (Shape::KidsTrousers, "navy"), (Shape::KidsJacket, "red")],
        backdrop: 7,
    },
    PostSpec {
        url_key: "kitchen-essentials",
        days_ago: 30,
        title: Tr("Խոհանոցի անհրաժեշտ պարագաները", "Самое нужное для кухни", "Kitchen essentials"),
        html: Tr(
            "<p>Լավ խոհանոցը սկսվում է մի քանի որակյալ իրից՝ հաստ հատակով կաթսա, կպչուն չծածկույթով տապակ և սուր դանակ։ Դրանք կծառայեն տարիներ և կհեշտացնեն ամենօրյա եփելը։</p>\
             <p>Կպչուն չծածկույթով տապակի համար օգտագործեք փայտե կամ սիլիկոնե թիակներ և լվացեք այն ձեռքով։ Այդպես ծածկույթը երկար կպահպանվի։</p>",
            "<p>Хорошая кухня начинается с нескольких качественных вещей: кастрюли с толстым дном, сковороды с антипригарным покрытием и острого ножа. Они прослужат годы и упростят ежедневную готовку.</p>\
             <p>Для антипригарной сковороды используйте деревянные или силиконовые лопатки и мойте её вручную — так покрытие дольше сохранится.</p>",
            "<p>A good kitchen starts with a few quality pieces: a heavy-bottomed pot, a non-stick pan and a sharp knife. They will last for years and make everyday cooking easier.</p>\
             <p>Use wooden or silicone spatulas on a non-stick pan and wash it by hand, so the coating lasts longer.</p>",
        ),
        picture: &[(Shape::Pot, "red"), (Shape::Pan, "black"), (Shape::Mug, "white")],
        backdrop: 5,
    },
    PostSpec {
        url_key: "spring-garden",
        days_ago: 40,
        title: Tr("Գարնանային աշխատանքներ այգում", "Весенние работы в саду", "Spring jobs in the garden"),
        html: Tr(
            "<p>Գարունն այգում ամենաեռուն ժամանակն է։ Մաքրեք ծառերի չոր ճյուղերը, փխրեցրեք հողը և պարարտացրեք այն, մինչև բույսերը կսկսեն ակտիվ աճել։</p>\
             <p>Ջրեք վաղ առավոտյան կամ երեկոյան, երբ արևը չի այրում։ Պաշտպանեք ձեռքերն ամուր ձեռնոցներով, իսկ գործիքներն աշխատանքից հետո մաքրեք և չորացրեք։</p>",
            "<p>Весна — самое горячее время в саду. Обрежьте сухие ветки деревьев, взрыхлите почву и внесите удобрения, пока растения не начали активно расти.</p>\
             <p>Поливайте рано утром или вечером, когда солнце не обжигает. Берегите руки прочными перчатками, а инструменты после работы очищайте и просушивайте.</p>",
            "<p>Spring is the busiest time in the garden. Prune dry branches from the trees, loosen the soil and feed it before the plants start growing in earnest.</p>\
             <p>Water early in the morning or in the evening, when the sun does not scorch. Protect your hands with sturdy gloves, and clean and dry your tools after work.</p>",
        ),
        picture: &[(Shape::Plant, "green"), (Shape::WateringCan, "blue"), (Shape::Gloves, "orange")],
        backdrop: 3,
    },
    PostSpec {
        url_key: "mens-shirt-guide",
        days_ago: 52,
        title: Tr(
            "Տղամարդու վերնաշապիկ. ինչպես չսխալվել չափսի հարցում",
            "Мужская рубашка: как не ошибиться с размером",
            "Men's shirts: getting the size right",
        ),
        html: Tr(
            "<p>Ճիշտ նստած վերնաշապիկի ուսային կարը համընկնում է ուսի եզրին, իսկ թևքը ծածկում է դաստակը։ Կոճկված օձիքի և պարանոցի միջև պետք է տեղավորվի մեկ մատ։</p>\
             <p>Գրասենյակի համար ընտրեք սպիտակ կամ բաց կապույտ բամբակյա վերնաշապիկ, իսկ հանգստյան օրերի համար՝ կտավից կամ վանդակավոր գործվածքից։</p>",
            "<p>У правильно сидящей рубашки плечевой шов совпадает с краем плеча, а рукав закрывает запястье. Между застёгнутым воротником и шеей должен проходить один палец.</p>\
             <p>Для офиса выбирайте белую или голубую хлопковую рубашку, а для выходных — льняную или в клетку.</p>",
            "<p>On a shirt that fits, the shoulder seam sits on the edge of the shoulder and the sleeve covers the wrist. One finger should fit between the buttoned collar and the neck.</p>\
             <p>For the office choose a white or light blue cotton shirt; for weekends, linen or a check.</p>",
        ),
        picture: &[(Shape::Shirt, "white"), (Shape::Shirt, "navy")],
        backdrop: 6,
    },
    PostSpec {
        url_key: "shoe-size-guide",
        days_ago: 65,
        title: Tr("Ինչպես ճիշտ ընտրել կոշիկի չափսը", "Как правильно выбрать размер обуви", "How to choose the right shoe size"),
        html: Tr(
            "<p>Չափեք ոտքը երեկոյան, երբ այն մի փոքր ուռած է. կանգնեք թղթի վրա, նշեք կրունկի և ամենաերկար մատի ծայրերը և չափեք հեռավորությունը։ Ավելացրեք 0,5–1 սանտիմետր և համեմատեք չափսերի աղյուսակի հետ։</p>\
             <p>Եթե ոտքերի չափսերը տարբեր են, ընտրեք ավելի մեծի համար։ Սպորտային կոշիկները պետք է լինեն մի փոքր ազատ, իսկ կաշվե կոշիկները ժամանակի ընթացքում մի փոքր կլայնանան։</p>",
            "<p>Измеряйте стопу вечером, когда она немного отекает: встаньте на лист бумаги, отметьте край пятки и самого длинного пальца и измерьте расстояние. Прибавьте 0,5–1 сантиметр и сверьтесь с таблицей размеров.</p>\
             <p>Если стопы разного размера, выбирайте по большей. Спортивная обувь должна сидеть чуть свободно, а кожаная со временем немного разнашивается.</p>",
            "<p>Measure your foot in the evening, when it is slightly swollen: stand on a sheet of paper, mark the heel and the tip of your longest toe, and measure the distance. Add 0.5–1 centimetre and compare with the size chart.</p>\
             <p>If your feet differ in size, go by the larger one. Trainers should sit a little loose, and leather shoes stretch slightly with wear.</p>",
        ),
        picture: &[(Shape::Sneaker, "blue"), (Shape::Boot, "brown"), (Shape::Pump, "red")],
        backdrop: 0,
    },
    PostSpec {
        url_key: "home-lighting",
        days_ago: 80,
        title: Tr("Տան լուսավորություն. մի քանի պարզ խորհուրդ", "Освещение дома: несколько простых советов", "Lighting your home: a few simple tips"),
        html: Tr(
            "<p>Յուրաքանչյուր սենյակում համադրեք ընդհանուր և տեղային լույսը. առաստաղի ջահը լուսավորում է ամբողջ սենյակը, իսկ սեղանի լամպը՝ աշխատանքի կամ ընթերցանության վայրը։</p>\
             <p>Ննջասենյակի համար ընտրեք տաք լույս, իսկ խոհանոցի և աշխատասենյակի համար՝ չեզոք։ Լուսադիոդային լամպերը ծախսում են մինչև տասն անգամ քիչ էլեկտրաէներգիա։</p>",
            "<p>В каждой комнате сочетайте общий и местный свет: люстра освещает всю комнату, а настольная лампа — место для работы или чтения.</p>\
             <p>Для спальни выбирайте тёплый свет, для кухни и кабинета — нейтральный. Светодиодные лампы расходуют до десяти раз меньше электроэнергии.</p>",
            "<p>Combine general and local light in every room: a ceiling light fills the whole room, while a desk lamp lights the place where you work or read.</p>\
             <p>Choose warm light for the bedroom and neutral light for the kitchen and study. LED bulbs use up to ten times less electricity.</p>",
        ),
        picture: &[(Shape::Lamp, "yellow"), (Shape::Lamp, "white")],
        backdrop: 1,
    },
    PostSpec {
        url_key: "bonuses-explained",
        days_ago: 95,
        title: Tr("Ինչպես կուտակել և օգտագործել բոնուսները", "Как копить и тратить бонусы", "How to collect and spend bonuses"),
        html: Tr(
            "<p>Գրանցված գնորդները յուրաքանչյուր ավարտված պատվերից ստանում են բոնուսներ։ Մեկ բոնուսը հավասար է մեկ դրամի, իսկ մնացորդը միշտ երևում է անձնական էջում։</p>\
             <p>Հաջորդ պատվերը ձևակերպելիս պարզապես նշեք, թե քանի բոնուս եք ուզում օգտագործել, և գումարը կնվազի նույնքանով։ Մանրամասները՝ <a href=\"/page/bonus-system\">Բոնուսային համակարգ</a> էջում։</p>",
            "<p>Зарегистрированные покупатели получают бонусы за каждый выполненный заказ. Один бонус равен одному драму, а остаток всегда виден в личном кабинете.</p>\
             <p>При оформлении следующего заказа просто укажите, сколько бонусов хотите потратить, и сумма уменьшится на столько же. Подробности — на странице <a href=\"/page/bonus-system\">«Бонусная система»</a>.</p>",
            "<p>Registered customers earn bonuses on every completed order. One bonus equals one dram, and your balance is always shown in your account.</p>\
             <p>When you place your next order, just say how many bonuses you want to spend and the total drops by as much. The details are on the <a href=\"/page/bonus-system\">Bonus system</a> page.</p>",
        ),
        picture: &[(Shape::Mug, "orange"), (Shape::Dress, "red"), (Shape::Sneaker, "white")],
        backdrop: 4,
    },
    PostSpec {
        url_key: "gift-ideas",
        days_ago: 110,
        title: Tr("Նվերների գաղափարներ տոների համար", "Идеи подарков к праздникам", "Gift ideas for the holidays"),
        html: Tr(
            "<p>Լավագույն նվերն այն է, որը կօգտագործվի ամեն օր։ Գեղեցիկ բաժակը, սեղանի լամպը կամ սենյակային բույսը հարմար են գրեթե բոլորին։</p>\
             <p>Վարպետների համար ընտրեք գործիքների հավաքածու, իսկ երեխաների համար՝ վառ գույնի տաք բաճկոն։ Պատվիրեք նախապես, որպեսզի նվերը ժամանակին հասնի։</p>",
            "<p>Лучший подарок — тот, которым будут пользоваться каждый день. Красивая кружка, настольная лампа или комнатное растение подойдут почти всем.</p>\
             <p>Мастерам выбирайте набор инструментов, детям — тёплую куртку яркого цвета. Заказывайте заранее, чтобы подарок пришёл вовремя.</p>",
            "<p>The best gift is one that gets used every day. A handsome mug, a desk lamp or a house plant suits almost anyone.</p>\
             <p>For handy people choose a tool set, for children a warm jacket in a bright colour. Order early so that the gift arrives in time.</p>",
        ),
        picture: &[(Shape::Mug, "red"), (Shape::Lamp, "orange"), (Shape::Plant, "green")],
        backdrop: 2,
    },
    PostSpec {
        url_key: "safe-online-payment",
        days_ago: 130,
        title: Tr("Անվտանգ վճարում առցանց", "Безопасная оплата онлайн", "Paying safely online"),
        html: Tr(
            "<p>Քարտով վճարելիս Ձեր տվյալները մուտքագրվում են բանկի պաշտպանված էջում, և խանութը դրանք չի տեսնում։ Համոզվեք, որ հասցեի տողում կողպեքի նշան կա։</p>\
             <p>Երբեք մի ուղարկեք քարտի տվյալները նամակով կամ հաղորդագրությամբ։ Եթե չեք ցանկանում քարտ օգտագործել, վճարեք Idram-ով կամ կանխիկ՝ առաքման պահին։</p>",
            "<p>При оплате картой ваши данные вводятся на защищённой странице банка, и магазин их не видит. Убедитесь, что в адресной строке есть значок замка.</p>\
             <p>Никогда не отправляйте данные карты письмом или сообщением. Если не хотите платить картой, оплатите через Idram или наличными при получении.</p>",
            "<p>When you pay by card, you enter your details on the bank's secure page and the shop never sees them. Make sure there is a padlock in the address bar.</p>\
             <p>Never send card details by e-mail or message. If you would rather not use a card, pay with Idram or in cash on delivery.</p>",
        ),
        picture: &[(Shape::Jacket, "navy"), (Shape::Sneaker, "red")],
        backdrop: 5,
    },
];
