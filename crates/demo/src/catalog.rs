//! The demo catalogue's content: attributes, sellers, categories, products, sliders and banners,
//! every text in Armenian, Russian and English.

use super::art::Shape;

/// A text in the three shop languages: Armenian, Russian, English.
#[derive(Debug, Clone, Copy)]
pub struct Tr(pub &'static str, pub &'static str, pub &'static str);

impl Tr {
    /// The text in `locale` ("hy", "ru" or "en").
    pub fn get(&self, locale: &str) -> &'static str {
        match locale {
            "ru" => self.1,
            "en" => self.2,
            _ => self.0,
        }
    }
}

pub const LOCALES: [&str; 3] = ["hy", "ru", "en"];

/// Option codes are unique within an attribute; labels are per locale.
#[derive(Debug, Clone, Copy)]
pub struct OptionSpec {
    pub code: &'static str,
    pub swatch: Option<&'static str>,
    pub label: Tr,
}

const fn colour(code: &'static str, hex: &'static str, label: Tr) -> OptionSpec {
    OptionSpec { code, swatch: Some(hex), label }
}

const fn text(code: &'static str, label: Tr) -> OptionSpec {
    OptionSpec { code, swatch: None, label }
}

pub struct AttributeSpec {
    pub code: &'static str,
    pub swatch_type: &'static str,
    pub label: Tr,
    pub options: &'static [OptionSpec],
}

pub const COLOURS: &[OptionSpec] = &[
    colour("red", "#D64545", Tr("Կարմիր", "Красный", "Red")),
    colour("blue", "#3B6FD8", Tr("Կապույտ", "Синий", "Blue")),
    colour("black", "#2B2B2B", Tr("Սև", "Чёрный", "Black")),
    colour("white", "#F4F4F2", Tr("Սպիտակ", "Белый", "White")),
    colour("green", "#3E9B5F", Tr("Կանաչ", "Зелёный", "Green")),
    colour("beige", "#D8C3A5", Tr("Բեժ", "Бежевый", "Beige")),
    colour("grey", "#8E8E93", Tr("Մոխրագույն", "Серый", "Grey")),
    colour("pink", "#E98AA8", Tr("Վարդագույն", "Розовый", "Pink")),
    colour("yellow", "#F2C94C", Tr("Դեղին", "Жёлтый", "Yellow")),
    colour("navy", "#1F2F5C", Tr("Մուգ կապույտ", "Тёмно-синий", "Navy")),
    colour("brown", "#7B5134", Tr("Շագանակագույն", "Коричневый", "Brown")),
    colour("orange", "#F08A3C", Tr("Նարնջագույն", "Оранжевый", "Orange")),
];

/// Russian colour adjectives by gender (masculine, feminine, neuter, plural), for generated
/// names; same order as [`COLOURS`].
pub const COLOUR_FORMS_RU: [[&str; 4]; 12] = [
    ["красный", "красная", "красное", "красные"],
    ["синий", "синяя", "синее", "синие"],
    ["чёрный", "чёрная", "чёрное", "чёрные"],
    ["белый", "белая", "белое", "белые"],
    ["зелёный", "зелёная", "зелёное", "зелёные"],
    ["бежевый", "бежевая", "бежевое", "бежевые"],
    ["серый", "серая", "серое", "серые"],
    ["розовый", "розовая", "розовое", "розовые"],
    ["жёлтый", "жёлтая", "жёлтое", "жёлтые"],
    ["тёмно-синий", "тёмно-синяя", "тёмно-синее", "тёмно-синие"],
    ["коричневый", "коричневая", "коричневое", "коричневые"],
    ["оранжевый", "оранжевая", "оранжевое", "оранжевые"],
];

pub const SIZES: &[OptionSpec] = &[
    text("xs", Tr("XS", "XS", "XS")),
    text("s", Tr("S", "S", "S")),
    text("m", Tr("M", "M", "M")),
    text("l", Tr("L", "L", "L")),
    text("xl", Tr("XL", "XL", "XL")),
    text("xxl", Tr("XXL", "XXL", "XXL")),
    text("w30", Tr("W30", "W30", "W30")),
    text("w32", Tr("W32", "W32", "W32")),
    text("w34", Tr("W34", "W34", "W34")),
    text("w36", Tr("W36", "W36", "W36")),
    text("36", Tr("36", "36", "36")),
    text("37", Tr("37", "37", "37")),
    text("38", Tr("38", "38", "38")),
    text("39", Tr("39", "39", "39")),
    text("40", Tr("40", "40", "40")),
    text("41", Tr("41", "41", "41")),
    text("42", Tr("42", "42", "42")),
    text("43", Tr("43", "43", "43")),
    text("44", Tr("44", "44", "44")),
    text("45", Tr("45", "45", "45")),
    text("92", Tr("92 սմ", "92 см", "92 cm")),
    text("104", Tr("104 սմ", "104 см", "104 cm")),
    text("116", Tr("116 սմ", "116 см", "116 cm")),
    text("128", Tr("128 սմ", "128 см", "128 cm")),
    text("140", Tr("140 սմ", "140 см", "140 cm")),
];

pub const BRANDS: &[OptionSpec] = &[
    text("levis", Tr("Levi's", "Levi's", "Levi's")),
    text("bosch", Tr("Bosch", "Bosch", "Bosch")),
    text("makita", Tr("Makita", "Makita", "Makita")),
    text("dewalt", Tr("DeWalt", "DeWalt", "DeWalt")),
    text("stanley", Tr("Stanley", "Stanley", "Stanley")),
    text("tefal", Tr("Tefal", "Tefal", "Tefal")),
    text("philips", Tr("Philips", "Philips", "Philips")),
    text("adidas", Tr("Adidas", "Adidas", "Adidas")),
    text("sevan-style", Tr("Sevan Style", "Sevan Style", "Sevan Style")),
    text("ararat-textile", Tr("Ararat Textile", "Ararat Textile", "Ararat Textile")),
    text("little-narek", Tr("Little Narek", "Little Narek", "Little Narek")),
    text("dilijan-home", Tr("Dilijan Home", "Dilijan Home", "Dilijan Home")),
    text("masis-pro", Tr("Masis Pro", "Masis Pro", "Masis Pro")),
];

pub const MATERIALS: &[OptionSpec] = &[
    text("cotton", Tr("Բամբակ", "Хлопок", "Cotton")),
    text("linen", Tr("Վուշ", "Лён", "Linen")),
    text("silk", Tr("Մետաքս", "Шёлк", "Silk")),
    text("denim", Tr("Ջինսե գործվածք", "Деним", "Denim")),
    text("wool", Tr("Բուրդ", "Шерсть", "Wool")),
    text("leather", Tr("Կաշի", "Кожа", "Leather")),
    text("polyester", Tr("Պոլիէսթեր", "Полиэстер", "Polyester")),
    text("steel", Tr("Պողպատ", "Сталь", "Steel")),
    text("plastic", Tr("Պլաստիկ", "Пластик", "Plastic")),
    text("ceramic", Tr("Կերամիկա", "Керамика", "Ceramic")),
    text("cast-iron", Tr("Չուգուն", "Чугун", "Cast iron")),
    text("wood", Tr("Փայտ", "Дерево", "Wood")),
];

pub const ATTRIBUTES: &[AttributeSpec] = &[
    AttributeSpec { code: "color", swatch_type: "color", label: Tr("Գույն", "Цвет", "Color"), options: COLOURS },
    AttributeSpec { code: "size", swatch_type: "text", label: Tr("Չափս", "Размер", "Size"), options: SIZES },
    AttributeSpec { code: "brand", swatch_type: "text", label: Tr("Ապրանքանիշ", "Бренд", "Brand"), options: BRANDS },
    AttributeSpec { code: "material", swatch_type: "text", label: Tr("Նյութ", "Материал", "Material"), options: MATERIALS },
];

pub fn colour_option(code: &str) -> &'static OptionSpec {
    COLOURS.iter().find(|c| c.code == code).unwrap_or(&COLOURS[0])
}

pub fn option_label(options: &'static [OptionSpec], code: &str) -> Tr {
    options.iter().find(|o| o.code == code).map(|o| o.label).unwrap_or(Tr("", "", ""))
}

pub struct SellerSpec {
    pub url: &'static str,
    pub colour: &'static str,
    pub emblem: usize,
    pub title: Tr,
    pub description: Tr,
}

pub const SELLERS: &[SellerSpec] = &[
    SellerSpec {
        url: "ararat-textile",
        colour: "#B8433A",
        emblem: 0,
        title: Tr("Արարատ Տեքստիլ", "Арарат Текстиль", "Ararat Textile"),
        description: Tr(
            "Տղամարդու և կանացի հագուստ Երևանի մեր արտադրամասից՝ 1998 թվականից։ Կարում ենք բնական բամբակից և վուշից, առաքում ենք ամբողջ Հայաստանում։",
            "Мужская и женская одежда из нашего ереванского цеха с 1998 года. Шьём из натурального хлопка и льна, доставляем по всей Армении.",
            "Men's and women's clothing from our Yerevan workshop since 1998. We sew from natural cotton and linen and deliver across Armenia.",
        ),
    },
    SellerSpec {
        url: "sevan-style",
        colour: "#2F6DB5",
        emblem: 1,
        title: Tr("Սևան Սթայլ", "Севан Стайл", "Sevan Style"),
        description: Tr(
            "Ժամանակակից կանացի հագուստ և կոշիկներ ամեն սեզոնի համար։",
            "Современная женская одежда и обувь на каждый сезон.",
            "Contemporary women's clothing and shoes for every season.",
        ),
    },
    SellerSpec {
        url: "masis-tools",
        colour: "#2E7D4F",
        emblem: 4,
        title: Tr("Մասիս Գործիքներ", "Масис Инструменты", "Masis Tools"),
        description: Tr(
            "Էլեկտրական և ձեռքի գործիքներ տան և շինարարության համար՝ պաշտոնական երաշխիքով։",
            "Электро- и ручной инструмент для дома и стройки с официальной гарантией.",
            "Power and hand tools for home and building work, with an official warranty.",
        ),
    },
    SellerSpec {
        url: "dilijan-home",
        colour: "#8A5A3B",
        emblem: 2,
        title: Tr("Դիլիջան Տուն", "Дилижан Дом", "Dilijan Home"),
        description: Tr(
            "Սպասք, լուսավորություն և այգու պարագաներ հարմարավետ տան համար։",
            "Посуда, освещение и товары для сада для уютного дома.",
            "Cookware, lighting and garden goods for a cosy home.",
        ),
    },
    SellerSpec {
        url: "little-narek",
        colour: "#E0A21B",
        emblem: 3,
        title: Tr("Փոքրիկ Նարեկ", "Малыш Нарек", "Little Narek"),
        description: Tr(
            "Մանկական հագուստ բնական գործվածքներից՝ նորածիններից մինչև դպրոցականներ։",
            "Детская одежда из натуральных тканей — от новорождённых до школьников.",
            "Children's clothing in natural fabrics, from newborns to schoolchildren.",
        ),
    },
];

pub struct CategorySpec {
    pub slug: &'static str,
    pub parent: Option<&'static str>,
    pub name: Tr,
    pub description: Tr,
    pub shape: Shape,
    pub colour: &'static str,
}

const fn root(slug: &'static str, name: Tr, description: Tr, shape: Shape, colour: &'static str) -> CategorySpec {
    CategorySpec { slug, parent: None, name, description, shape, colour }
}

const fn sub(slug: &'static str, parent: &'static str, name: Tr, shape: Shape, colour: &'static str) -> CategorySpec {
    CategorySpec { slug, parent: Some(parent), name, description: Tr("", "", ""), shape, colour }
}

/// Roots first, each followed by its sub-categories.
pub const CATEGORIES: &[CategorySpec] = &[
    root(
        "womens-clothing",
        Tr("Կանացի հագուստ", "Женская одежда", "Women's clothing"),
        Tr(
            "Զգեստներ, բլուզներ, ջինսեր և կոշիկներ ամեն օրվա և տոնական առիթների համար։",
            "Платья, блузки, джинсы и обувь на каждый день и для праздников.",
            "Dresses, blouses, jeans and shoes for every day and special occasions.",
        ),
        Shape::Dress,
        "pink",
    ),
    sub("dresses", "womens-clothing", Tr("Զգեստներ", "Платья", "Dresses"), Shape::Dress, "red"),
    sub("blouses", "womens-clothing", Tr("Բլուզներ", "Блузки", "Blouses"), Shape::Blouse, "white"),
    sub("womens-jeans-skirts", "womens-clothing", Tr("Ջինսեր և կիսաշրջազգեստներ", "Джинсы и юбки", "Jeans & skirts"), Shape::Skirt, "navy"),
    sub("womens-shoes", "womens-clothing", Tr("Կանացի կոշիկներ", "Женская обувь", "Women's shoes"), Shape::Pump, "red"),
    root(
        "mens-clothing",
        Tr("Տղամարդու հագուստ", "Мужская одежда", "Men's clothing"),
        Tr(
            "Վերնաշապիկներ, ջինսեր, բաճկոններ և կոշիկներ՝ դասականից մինչև սպորտային։",
            "Рубашки, джинсы, куртки и обувь — от классики до спорта.",
            "Shirts, jeans, jackets and shoes, from classic to sporty.",
        ),
        Shape::Shirt,
        "blue",
    ),
    sub("shirts", "mens-clothing", Tr("Վերնաշապիկներ և շապիկներ", "Рубашки и футболки", "Shirts & T-shirts"), Shape::Shirt, "blue"),
    sub("mens-jeans", "mens-clothing", Tr("Ջինսեր և տաբատներ", "Джинсы и брюки", "Jeans & trousers"), Shape::Jeans, "blue"),
    sub("jackets", "mens-clothing", Tr("Բաճկոններ", "Куртки", "Jackets"), Shape::Jacket, "green"),
    sub("mens-shoes", "mens-clothing", Tr("Տղամարդու կոշիկներ", "Мужская обувь", "Men's shoes"), Shape::Boot, "brown"),
    root(
        "mankakan-hagust",
        Tr("Մանկական հագուստ", "Детская одежда", "Children's clothing"),
        Tr(
            "Վառ և հարմարավետ հագուստ երեխաների համար՝ բնական գործվածքներից։",
            "Яркая и удобная одежда для детей из натуральных тканей.",
            "Bright, comfortable clothes for children in natural fabrics.",
        ),
        Shape::KidsTshirt,
        "yellow",
    ),
    sub("kids-tshirts", "mankakan-hagust", Tr("Մանկական շապիկներ", "Детские футболки", "Kids' T-shirts"), Shape::KidsTshirt, "green"),
    sub("kids-trousers", "mankakan-hagust", Tr("Մանկական տաբատներ", "Детские брюки", "Kids' trousers"), Shape::KidsTrousers, "blue"),
    sub(
        "kids-outerwear",
        "mankakan-hagust",
        Tr("Մանկական վերնահագուստ", "Детская верхняя одежда", "Kids' outerwear"),
        Shape::KidsJacket,
        "red",
    ),
    root(
        "tools",
        Tr("Գործիքներ", "Инструменты", "Tools"),
        Tr(
            "Էլեկտրական և ձեռքի գործիքներ տան վերանորոգման և մասնագիտական աշխատանքի համար։",
            "Электро- и ручной инструмент для ремонта и профессиональной работы.",
            "Power and hand tools for home repairs and professional work.",
        ),
        Shape::Drill,
        "green",
    ),
    sub("power-tools", "tools", Tr("Էլեկտրական գործիքներ", "Электроинструменты", "Power tools"), Shape::Drill, "blue"),
    sub("hand-tools", "tools", Tr("Ձեռքի գործիքներ", "Ручные инструменты", "Hand tools"), Shape::Hammer, "red"),
    root(
        "home-garden",
        Tr("Տուն և այգի", "Дом и сад", "Home & garden"),
        Tr(
            "Սպասք, լուսավորություն և այգու պարագաներ հարմարավետ տան համար։",
            "Посуда, освещение и товары для сада для уютного дома.",
            "Cookware, lighting and garden goods for a cosy home.",
        ),
        Shape::Plant,
        "orange",
    ),
    sub("kitchenware", "home-garden", Tr("Խոհանոցային սպասք", "Посуда", "Kitchenware"), Shape::Pot, "green"),
    sub("lighting", "home-garden", Tr("Լուսավորություն", "Освещение", "Lighting"), Shape::Lamp, "navy"),
    sub("garden", "home-garden", Tr("Այգի", "Сад", "Garden"), Shape::WateringCan, "green"),
];

/// What a product is, for its description and its picture's family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Dress,
    Blouse,
    Skirt,
    Trousers,
    Shoes,
    Shirt,
    Tshirt,
    Jacket,
    KidsTop,
    KidsTrousers,
    KidsJacket,
    PowerTool,
    HandTool,
    Cookware,
    Tableware,
    Lamp,
    Garden,
}

/// Texts of a kind: two short descriptions (alternating between products), the description's
/// paragraph, and its extra bullet points.
pub struct KindText {
    pub short: [Tr; 2],
    pub intro: Tr,
    pub bullets: &'static [Tr],
}

pub fn kind_text(kind: Kind) -> KindText {
    match kind {
        Kind::Dress => KindText {
            short: [
                Tr(
                    "Թեթև և հարմարավետ զգեստ ամեն օրվա և տոնական առիթների համար։",
                    "Лёгкое и удобное платье на каждый день и для особых случаев.",
                    "A light, comfortable dress for every day and special occasions.",
                ),
                Tr(
                    "Կանացի ուրվագիծ, որը հարմար է թե՛ աշխատանքի, թե՛ հանգստի համար։",
                    "Женственный силуэт, который подойдёт и для работы, и для отдыха.",
                    "A feminine silhouette that works for the office and the weekend.",
                ),
            ],
            intro: Tr(
                "Զգեստը կարված է որակյալ գործվածքից, լավ է պահում ձևը և հաճելի է մարմնին։ Համադրեք այն կոշիկների կամ սպորտային կոշիկների հետ՝ կախված առիթից։",
                "Платье сшито из качественной ткани, хорошо держит форму и приятно к телу. Сочетайте его с туфлями или кедами — в зависимости от повода.",
                "Made from quality fabric that keeps its shape and feels pleasant on the skin. Pair it with heels or sneakers, depending on the occasion.",
            ),
            bullets: &[
                Tr("Լվանալ 30°C ջերմաստիճանում", "Стирка при 30°C", "Machine wash at 30°C"),
                Tr("Մոդելի հասակը՝ 172 սմ, չափսը՝ S", "Рост модели 172 см, размер S", "The model is 172 cm tall and wears size S"),
            ],
        },
        Kind::Blouse => KindText {
            short: [
                Tr(
                    "Նրբագեղ բլուզ գրասենյակի և ամենօրյա կերպարի համար։",
                    "Элегантная блузка для офиса и повседневного образа.",
                    "An elegant blouse for the office and everyday looks.",
                ),
                Tr(
                    "Թեթև բլուզ, որը զարդարում է ցանկացած կերպար։",
                    "Лёгкая блузка, которая украсит любой образ.",
                    "A light blouse that lifts any outfit.",
                ),
            ],
            intro: Tr(
                "Ազատ կտրվածքը չի սահմանափակում շարժումները, իսկ գործվածքը թույլ է տալիս մաշկին շնչել։ Հարմար է ջինսի, կիսաշրջազգեստի և դասական տաբատի հետ։",
                "Свободный крой не стесняет движений, а ткань позволяет коже дышать. Сочетается с джинсами, юбкой и классическими брюками.",
                "The relaxed cut never restricts movement and the fabric lets your skin breathe. Goes with jeans, skirts and tailored trousers.",
            ),
            bullets: &[
                Tr("Նուրբ լվացում 30°C ջերմաստիճանում", "Деликатная стирка при 30°C", "Delicate wash at 30°C"),
                Tr("Արդուկել միջին ջերմաստիճանում", "Гладить при средней температуре", "Iron at medium heat"),
            ],
        },
        Kind::Skirt => KindText {
            short: [
                Tr(
                    "Կիսաշրջազգեստ, որը հեշտությամբ համադրվում է բլուզների և սվիտերների հետ։",
                    "Юбка, которую легко сочетать с блузками и свитерами.",
                    "A skirt that pairs easily with blouses and sweaters.",
                ),
                Tr(
                    "Հարմարավետ կիսաշրջազգեստ ամեն օրվա համար։",
                    "Удобная юбка на каждый день.",
                    "A comfortable skirt for every day.",
                ),
            ],
            intro: Tr(
                "Հարմարավետ գոտին և ճիշտ երկարությունը այս կիսաշրջազգեստը դարձնում են զգեստապահարանի հիմնական իրերից մեկը։",
                "Удобный пояс и правильная длина делают эту юбку базовой вещью гардероба.",
                "A comfortable waistband and just-right length make this skirt a wardrobe staple.",
            ),
            bullets: &[Tr("Լվանալ 30°C ջերմաստիճանում", "Стирка при 30°C", "Machine wash at 30°C")],
        },
        Kind::Trousers => KindText {
            short: [
                Tr(
                    "Դիմացկուն տաբատ հարմարավետ կտրվածքով ամեն օրվա համար։",
                    "Прочные брюки удобного кроя на каждый день.",
                    "Durable trousers with a comfortable everyday fit.",
                ),
                Tr(
                    "Դասական կտրվածք, որը երբեք դուրս չի գալիս նորաձևությունից։",
                    "Классический крой, который никогда не выходит из моды.",
                    "A classic cut that never goes out of style.",
                ),
            ],
            intro: Tr(
                "Խիտ գործվածքը երկար է ծառայում և լվացումից հետո չի կորցնում գույնը։ Հինգ գրպան, մետաղական կոճակ և ամուր կարեր։",
                "Плотная ткань долго служит и не теряет цвет после стирки. Пять карманов, металлическая пуговица и прочные швы.",
                "The dense fabric lasts for years and keeps its colour wash after wash. Five pockets, a metal button and strong seams.",
            ),
            bullets: &[Tr("Լվանալ հակառակ կողմից 40°C-ում", "Стирать наизнанку при 40°C", "Wash inside out at 40°C")],
        },
        Kind::Shoes => KindText {
            short: [
                Tr(
                    "Հարմարավետ կոշիկներ փափուկ ներդիրով ամբողջ օրվա համար։",
                    "Удобная обувь с мягкой стелькой на весь день.",
                    "Comfortable shoes with a soft insole for all-day wear.",
                ),
                Tr(
                    "Ոճային կոշիկներ, որոնք լրացնում են ցանկացած կերպար։",
                    "Стильная обувь, которая дополнит любой образ.",
                    "Stylish shoes that finish any outfit.",
                ),
            ],
            intro: Tr(
                "Ճկուն ներբանը և անատոմիական ներդիրը նվազեցնում են ոտքերի հոգնածությունը, իսկ որակյալ նյութերը երկար են ծառայում։ Չափսերը համապատասխանում են ստանդարտին։",
                "Гибкая подошва и анатомическая стелька снижают усталость ног, а качественные материалы прослужат долго. Размеры соответствуют стандартным.",
                "A flexible sole and an anatomical insole reduce fatigue, and quality materials make them last. True to size.",
            ),
            bullets: &[Tr("Չսահող ռետինե ներբան", "Нескользящая резиновая подошва", "Non-slip rubber sole")],
        },
        Kind::Shirt => KindText {
            short: [
                Tr(
                    "Դասական վերնաշապիկ, որը հարմար է և՛ գրասենյակի, և՛ հանդիպումների համար։",
                    "Классическая рубашка для офиса и деловых встреч.",
                    "A classic shirt for the office and meetings.",
                ),
                Tr(
                    "Վերնաշապիկ, որը լավ տեսք ունի ջինսի և դասական տաբատի հետ։",
                    "Рубашка, которая хорошо смотрится и с джинсами, и с брюками.",
                    "A shirt that looks right with jeans and with tailored trousers.",
                ),
            ],
            intro: Tr(
                "Ճշգրիտ կտրվածքը և խնամքով մշակված կարերը ապահովում են կոկիկ տեսք ամբողջ օրվա ընթացքում։ Հեշտ է արդուկվում։",
                "Точный крой и аккуратные швы сохраняют опрятный вид весь день. Легко гладится.",
                "A precise cut and neat seams keep you looking sharp all day. Easy to iron.",
            ),
            bullets: &[Tr("Լվանալ 40°C ջերմաստիճանում", "Стирка при 40°C", "Machine wash at 40°C")],
        },
        Kind::Tshirt => KindText {
            short: [
                Tr(
                    "Փափուկ շապիկ ամենօրյա կրելու համար։",
                    "Мягкая футболка на каждый день.",
                    "A soft T-shirt for everyday wear.",
                ),
                Tr(
                    "Բազային շապիկ, որը միշտ պետք է ունենալ։",
                    "Базовая футболка, которая всегда пригодится.",
                    "A basic tee you will always reach for.",
                ),
            ],
            intro: Tr(
                "Գործվածքը հաճելի է մարմնին և լավ է անցկացնում օդը։ Ուղիղ կտրվածքը հարմար է ցանկացած կազմվածքի համար։",
                "Ткань приятна к телу и хорошо пропускает воздух. Прямой крой подходит для любой фигуры.",
                "The fabric feels good and breathes well. The straight cut suits every build.",
            ),
            bullets: &[Tr("Լվանալ 40°C ջերմաստիճանում", "Стирка при 40°C", "Machine wash at 40°C")],
        },
        Kind::Jacket => KindText {
            short: [
                Tr(
                    "Ոճային բաճկոն, որը պաշտպանում է քամուց և ցրտից։",
                    "Стильная куртка, которая защищает от ветра и холода.",
                    "A stylish jacket that keeps out wind and cold.",
                ),
                Tr(
                    "Գործնական բաճկոն քաղաքի և ճամփորդությունների համար։",
                    "Практичная куртка для города и путешествий.",
                    "A practical jacket for the city and for travel.",
                ),
            ],
            intro: Tr(
                "Ամուր շղթա, խորը գրպաններ և հարմար երկարություն։ Բաճկոնը թեթև է, բայց տաք, և հարմար է քաղաքային առօրյայի համար։",
                "Надёжная молния, глубокие карманы и удобная длина. Куртка лёгкая, но тёплая, и подходит для городской жизни.",
                "A sturdy zip, deep pockets and a practical length. Light yet warm, made for city life.",
            ),
            bullets: &[Tr(
                "Երկու արտաքին և մեկ ներքին գրպան",
                "Два внешних и один внутренний карман",
                "Two outer pockets and one inner pocket",
            )],
        },
        Kind::KidsTop => KindText {
            short: [
                Tr(
                    "Վառ և հարմարավետ հագուստ ակտիվ երեխաների համար։",
                    "Яркая и удобная одежда для активных детей.",
                    "Bright, comfortable clothes for active kids.",
                ),
                Tr(
                    "Փափուկ և նուրբ հագուստ ամենափոքրերի համար։",
                    "Мягкая и нежная одежда для самых маленьких.",
                    "Soft, gentle clothes for the little ones.",
                ),
            ],
            intro: Tr(
                "Փափուկ բնական գործվածքը չի գրգռում մաշկը, իսկ ամուր կարերը դիմանում են խաղերին և հաճախակի լվացումներին։",
                "Мягкая натуральная ткань не раздражает кожу, а прочные швы выдерживают игры и частые стирки.",
                "Soft natural fabric that is gentle on the skin, with strong seams that survive play and frequent washing.",
            ),
            bullets: &[Tr("Չափսը նշված է ըստ երեխայի հասակի", "Размер указан по росту ребёнка", "Sized by the child's height")],
        },
        Kind::KidsTrousers => KindText {
            short: [
                Tr(
                    "Հարմարավետ մանկական տաբատ ռետինե գոտիով։",
                    "Удобные детские брюки на резинке.",
                    "Comfortable kids' trousers with an elastic waist.",
                ),
                Tr(
                    "Ամուր տաբատ խաղերի և զբոսանքների համար։",
                    "Прочные брюки для игр и прогулок.",
                    "Tough trousers for play and walks.",
                ),
            ],
            intro: Tr(
                "Ռետինե գոտին հեշտացնում է հագնելը, իսկ ամրացված ծնկները դիմանում են ակտիվ խաղերին։",
                "Пояс на резинке облегчает надевание, а усиленные колени выдерживают активные игры.",
                "The elastic waist makes dressing easy and reinforced knees stand up to active play.",
            ),
            bullets: &[Tr("Չափսը նշված է ըստ երեխայի հասակի", "Размер указан по росту ребёнка", "Sized by the child's height")],
        },
        Kind::KidsJacket => KindText {
            short: [
                Tr(
                    "Տաք և թեթև բաճկոն երեխաների համար՝ կապյուշոնով։",
                    "Тёплая и лёгкая детская куртка с капюшоном.",
                    "A warm, light kids' jacket with a hood.",
                ),
                Tr(
                    "Վառ վերնահագուստ ցանկացած եղանակի համար։",
                    "Яркая верхняя одежда для любой погоды.",
                    "Bright outerwear for any weather.",
                ),
            ],
            intro: Tr(
                "Լուսանդրադարձող տարրերը երեխային տեսանելի են դարձնում մթության մեջ, իսկ կապյուշոնը պաշտպանում է քամուց։",
                "Светоотражающие элементы делают ребёнка заметным в темноте, а капюшон защищает от ветра.",
                "Reflective details keep your child visible in the dark and the hood keeps out the wind.",
            ),
            bullets: &[Tr("Լուսանդրադարձող տարրեր", "Светоотражающие элементы", "Reflective details")],
        },
        Kind::PowerTool => KindText {
            short: [
                Tr(
                    "Հզոր և հուսալի գործիք տնային և մասնագիտական աշխատանքների համար։",
                    "Мощный и надёжный инструмент для дома и профессиональной работы.",
                    "A powerful, reliable tool for home and professional jobs.",
                ),
                Tr(
                    "Կոմպակտ գործիք, որը հեշտությամբ հաղթահարում է ամենօրյա խնդիրները։",
                    "Компактный инструмент, который легко справится с повседневными задачами.",
                    "A compact tool that handles everyday jobs with ease.",
                ),
            ],
            intro: Tr(
                "Էրգոնոմիկ բռնակը նվազեցնում է թրթռումը, իսկ արագության կարգավորիչը թույլ է տալիս աշխատել տարբեր նյութերի հետ։ Գործիքը համապատասխանում է անվտանգության եվրոպական ստանդարտներին։",
                "Эргономичная рукоятка снижает вибрацию, а регулятор скорости позволяет работать с разными материалами. Инструмент соответствует европейским стандартам безопасности.",
                "An ergonomic grip reduces vibration and the speed control lets you work with different materials. Meets European safety standards.",
            ),
            bullets: &[
                Tr("Երաշխիք՝ 2 տարի", "Гарантия 2 года", "2-year warranty"),
                Tr("Կոմպլեկտում՝ պլաստիկ պատյան", "В комплекте пластиковый кейс", "Plastic carrying case included"),
            ],
        },
        Kind::HandTool => KindText {
            short: [
                Tr(
                    "Ամուր ձեռքի գործիք ամեն տան համար։",
                    "Прочный ручной инструмент для каждого дома.",
                    "A sturdy hand tool every home needs.",
                ),
                Tr(
                    "Հուսալի գործիք վարպետների և սիրողների համար։",
                    "Надёжный инструмент для мастеров и любителей.",
                    "A dependable tool for pros and hobbyists alike.",
                ),
            ],
            intro: Tr(
                "Կոփված պողպատը երկար է ծառայում, իսկ չսահող բռնակը հարմար է պահել նույնիսկ երկար աշխատանքի ժամանակ։",
                "Закалённая сталь служит долго, а нескользящая рукоятка удобно лежит в руке даже при долгой работе.",
                "Hardened steel lasts and the non-slip grip stays comfortable through long jobs.",
            ),
            bullets: &[Tr("Երաշխիք՝ 1 տարի", "Гарантия 1 год", "1-year warranty")],
        },
        Kind::Cookware => KindText {
            short: [
                Tr(
                    "Որակյալ սպասք ամենօրյա պատրաստման համար։",
                    "Качественная посуда для ежедневной готовки.",
                    "Quality cookware for everyday cooking.",
                ),
                Tr(
                    "Սպասք, որով հաճելի է պատրաստել ամբողջ ընտանիքի համար։",
                    "Посуда, в которой приятно готовить для всей семьи.",
                    "Cookware that makes cooking for the family a pleasure.",
                ),
            ],
            intro: Tr(
                "Հաստ հատակը հավասարաչափ է բաշխում ջերմությունը, իսկ բռնակները չեն տաքանում։ Հարմար է գազային, էլեկտրական և ինդուկցիոն սալօջախների համար։",
                "Толстое дно равномерно распределяет тепло, а ручки не нагреваются. Подходит для газовых, электрических и индукционных плит.",
                "A thick base spreads heat evenly and the handles stay cool. Works on gas, electric and induction hobs.",
            ),
            bullets: &[Tr(
                "Կարելի է լվանալ սպասք լվացող մեքենայում",
                "Можно мыть в посудомоечной машине",
                "Dishwasher safe",
            )],
        },
        Kind::Tableware => KindText {
            short: [
                Tr(
                    "Գեղեցիկ սպասք առավոտյան սուրճի և երեկոյան թեյի համար։",
                    "Красивая посуда для утреннего кофе и вечернего чая.",
                    "Lovely tableware for morning coffee and evening tea.",
                ),
                Tr(
                    "Հաճելի նվեր ընկերների և հարազատների համար։",
                    "Приятный подарок для друзей и близких.",
                    "A thoughtful gift for friends and family.",
                ),
            ],
            intro: Tr(
                "Ամուր կերամիկան երկար է պահում ջերմությունը և հարմար է միկրոալիքային վառարանի համար։",
                "Прочная керамика долго держит тепло и подходит для микроволновой печи.",
                "Sturdy ceramic keeps drinks warm and is microwave safe.",
            ),
            bullets: &[Tr(
                "Կարելի է լվանալ սպասք լվացող մեքենայում",
                "Можно мыть в посудомоечной машине",
                "Dishwasher safe",
            )],
        },
        Kind::Lamp => KindText {
            short: [
                Tr(
                    "Լամպ, որը տանը ստեղծում է ջերմ և հարմարավետ լույս։",
                    "Лампа, которая создаёт дома тёплый и уютный свет.",
                    "A lamp that fills your home with warm, cosy light.",
                ),
                Tr(
                    "Կոկիկ դիզայն և փափուկ լույս ամեն սենյակի համար։",
                    "Аккуратный дизайн и мягкий свет для любой комнаты.",
                    "A tidy design and soft light for any room.",
                ),
            ],
            intro: Tr(
                "Լամպը համատեղելի է E27 խցիկով LED լամպերի հետ։ Կայուն հիմքը և կոկիկ դիզայնը հարմար են ննջասենյակի, հյուրասենյակի և աշխատասենյակի համար։",
                "Совместима со светодиодными лампами с цоколем E27. Устойчивое основание и аккуратный дизайн подойдут для спальни, гостиной и кабинета.",
                "Takes E27 LED bulbs. A stable base and tidy design suit the bedroom, living room and study.",
            ),
            bullets: &[Tr("Լամպը կոմպլեկտում չկա", "Лампочка в комплект не входит", "Bulb not included")],
        },
        Kind::Garden => KindText {
            short: [
                Tr(
                    "Գործնական պարագա այգու և սենյակային բույսերի խնամքի համար։",
                    "Практичный помощник для сада и комнатных растений.",
                    "A practical helper for the garden and houseplants.",
                ),
                Tr(
                    "Ամեն ինչ, որ ձեր այգին լինի խնամված և գեղեցիկ։",
                    "Всё, чтобы ваш сад был ухоженным и красивым.",
                    "Everything to keep your garden neat and beautiful.",
                ),
            ],
            intro: Tr(
                "Դիմացկուն նյութերը չեն վախենում արևից և խոնավությունից, իսկ մտածված ձևը հեշտացնում է ամենօրյա աշխատանքը այգում։",
                "Прочные материалы не боятся солнца и влаги, а продуманная форма облегчает ежедневную работу в саду.",
                "Tough materials shrug off sun and moisture, and a thoughtful shape makes daily garden work easier.",
            ),
            bullets: &[],
        },
    }
}

/// Labels of the description's bullet points: material and brand.
pub const MATERIAL_LABEL: Tr = Tr("Նյութ", "Материал", "Material");
pub const BRAND_LABEL: Tr = Tr("Ապրանքանիշ", "Бренд", "Brand");

/// A demo product: simple when `sizes` is empty (then `colours` holds its one colour),
/// configurable otherwise (one variant per colour and size).
#[derive(Debug, Clone, Copy)]
pub struct ProductSpec {
    pub sku: &'static str,
    pub url_key: &'static str,
    pub category: &'static str,
    pub name: Tr,
    pub kind: Kind,
    pub shape: Shape,
    pub seller: &'static str,
    pub brand: &'static str,
    pub material: &'static str,
    /// Whole dram.
    pub price: i64,
    /// Whole dram; 0 means none.
    pub special: i64,
    pub colours: &'static [&'static str],
    pub sizes: &'static [&'static str],
    pub new: bool,
    pub featured: bool,
}

impl ProductSpec {
    pub fn configurable(&self) -> bool {
        !self.sizes.is_empty()
    }

    const fn sale(mut self, special: i64) -> Self {
        self.special = special;
        self
    }

    /// Marks the product as new.
    const fn fresh(mut self) -> Self {
        self.new = true;
        self
    }

    const fn featured(mut self) -> Self {
        self.featured = true;
        self
    }
}

#[allow(clippy::too_many_arguments)]
const fn p(
    sku: &'static str,
    url_key: &'static str,
    category: &'static str,
    name: Tr,
    kind: Kind,
    shape: Shape,
    seller: &'static str,
    brand: &'static str,
    material: &'static str,
    price: i64,
    colours: &'static [&'static str],
    sizes: &'static [&'static str],
) -> ProductSpec {
    ProductSpec {
        sku,
        url_key,
        category,
        name,
        kind,
        shape,
        seller,
        brand,
        material,
        price,
        special: 0,
        colours,
        sizes,
        new: false,
        featured: false,
    }
}

const ADULT: &[&str] = &["xs", "s", "m", "l"];
const ADULT_UP: &[&str] = &["s", "m", "l", "xl"];
const MEN: &[&str] = &["m", "l", "xl", "xxl"];
const WAIST: &[&str] = &["w30", "w32", "w34", "w36"];
const WOMEN_SHOES: &[&str] = &["36", "37", "38", "39", "40"];
const MEN_SHOES: &[&str] = &["41", "42", "43", "44", "45"];
const KIDS_SMALL: &[&str] = &["92", "104", "116", "128"];
const KIDS_BIG: &[&str] = &["104", "116", "128", "140"];
const NONE: &[&str] = &[];

use Kind as K;
use Shape as S;

pub const PRODUCTS: &[ProductSpec] = &[
    // Dresses.
    p(
        "DRS-001",
        "summer-floral-dress",
        "dresses",
        Tr("Ամառային ծաղկավոր զգեստ", "Летнее платье с цветочным принтом", "Summer floral dress"),
        K::Dress,
        S::Dress,
        "sevan-style",
        "sevan-style",
        "cotton",
        18_900,
        &["pink", "yellow", "blue"],
        ADULT,
    )
    .sale(14_900)
    .fresh()
    .featured(),
    p(
        "DRS-002",
        "evening-midi-dress",
        "dresses",
        Tr("Երեկոյան միդի զգեստ", "Вечернее платье миди", "Evening midi dress"),
        K::Dress,
        S::Dress,
        "sevan-style",
        "sevan-style",
        "silk",
        38_500,
        &["black", "red", "navy"],
        ADULT_UP,
    )
    .featured(),
    p(
        "DRS-003",
        "linen-shirt-dress",
        "dresses",
        Tr("Վուշե զգեստ-վերնաշապիկ", "Льняное платье-рубашка", "Linen shirt dress"),
        K::Dress,
        S::Dress,
        "ararat-textile",
        "ararat-textile",
        "linen",
        24_900,
        &["beige", "white", "green"],
        &["s", "m", "l"],
    )
    .sale(19_900),
    p(
        "DRS-004",
        "knitted-midi-dress",
        "dresses",
        Tr("Տրիկոտաժե միդի զգեստ", "Трикотажное платье миди", "Knitted midi dress"),
        K::Dress,
        S::Dress,
        "ararat-textile",
        "ararat-textile",
        "wool",
        21_500,
        &["grey", "brown", "black"],
        &["s", "m", "l"],
    ),
    p(
        "DRS-005",
        "red-summer-dress",
        "dresses",
        Tr("Կարմիր ամառային զգեստ", "Красное летнее платье", "Red summer dress"),
        K::Dress,
        S::Dress,
        "sevan-style",
        "sevan-style",
        "cotton",
        16_500,
        &["red"],
        NONE,
    )
    .sale(12_900)
    .fresh(),
    p(
        "DRS-006",
        "classic-office-dress",
        "dresses",
        Tr("Գրասենյակային դասական զգեստ", "Классическое офисное платье", "Classic office dress"),
        K::Dress,
        S::Dress,
        "ararat-textile",
        "ararat-textile",
        "polyester",
        27_000,
        &["navy"],
        NONE,
    ),
    p(
        "DRS-007",
        "green-maxi-dress",
        "dresses",
        Tr("Կանաչ երկար զգեստ", "Зелёное платье макси", "Green maxi dress"),
        K::Dress,
        S::Dress,
        "sevan-style",
        "sevan-style",
        "silk",
        29_900,
        &["green"],
        NONE,
    )
    .sale(23_900),
    p(
        "DRS-008",
        "polka-dot-summer-dress",
        "dresses",
        Tr("Պուտավոր ամառային զգեստ", "Летнее платье в горошек", "Polka-dot summer dress"),
        K::Dress,
        S::Dress,
        "sevan-style",
        "sevan-style",
        "cotton",
        17_500,
        &["navy"],
        NONE,
    )
    .sale(13_900),
    // Blouses.
    p(
        "BLS-001",
        "silk-blouse",
        "blouses",
        Tr("Մետաքսե բլուզ", "Шёлковая блузка", "Silk blouse"),
        K::Blouse,
        S::Blouse,
        "sevan-style",
        "sevan-style",
        "silk",
        19_900,
        &["white", "pink", "beige"],
        ADULT,
    )
    .fresh(),
    p(
        "BLS-002",
        "cotton-button-blouse",
        "blouses",
        Tr("Բամբակյա բլուզ կոճակներով", "Хлопковая блузка на пуговицах", "Cotton button-up blouse"),
        K::Blouse,
        S::Blouse,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        12_500,
        &["white", "blue", "yellow"],
        ADULT_UP,
    )
    .sale(9_900),
    p(
        "BLS-003",
        "white-chiffon-blouse",
        "blouses",
        Tr("Սպիտակ շիֆոնե բլուզ", "Белая шифоновая блузка", "White chiffon blouse"),
        K::Blouse,
        S::Blouse,
        "sevan-style",
        "sevan-style",
        "polyester",
        14_900,
        &["white"],
        NONE,
    ),
    p(
        "BLS-004",
        "pink-short-sleeve-blouse",
        "blouses",
        Tr("Վարդագույն բլուզ կարճ թևքերով", "Розовая блузка с коротким рукавом", "Pink short-sleeve blouse"),
        K::Blouse,
        S::Blouse,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        9_800,
        &["pink"],
        NONE,
    ),
    p(
        "BLS-005",
        "womens-loungewear-set",
        "blouses",
        Tr("Կանացի տնային հագուստ", "Женская домашняя одежда", "Women's loungewear set"),
        K::Blouse,
        S::Blouse,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        15_500,
        &["grey"],
        NONE,
    )
    .sale(12_500),
    // Jeans and skirts.
    p(
        "WJS-001",
        "levis-721-womens-skinny-jeans",
        "womens-jeans-skirts",
        Tr("Levi's 721 կանացի նեղ ջինս", "Женские джинсы скинни Levi's 721", "Levi's 721 women's skinny jeans"),
        K::Trousers,
        S::Jeans,
        "sevan-style",
        "levis",
        "denim",
        34_900,
        &["blue", "black"],
        ADULT,
    )
    .sale(29_900),
    p(
        "WJS-002",
        "high-waisted-mom-jeans",
        "womens-jeans-skirts",
        Tr("Կանացի ջինս բարձր գոտկատեղով", "Женские джинсы с высокой посадкой", "High-waisted mom jeans"),
        K::Trousers,
        S::Jeans,
        "sevan-style",
        "sevan-style",
        "denim",
        22_500,
        &["blue", "white"],
        &["s", "m", "l"],
    ),
    p(
        "WJS-003",
        "pleated-midi-skirt",
        "womens-jeans-skirts",
        Tr("Պլիսե միդի կիսաշրջազգեստ", "Плиссированная юбка миди", "Pleated midi skirt"),
        K::Skirt,
        S::Skirt,
        "sevan-style",
        "sevan-style",
        "polyester",
        13_900,
        &["beige"],
        NONE,
    )
    .fresh(),
    p(
        "WJS-004",
        "denim-skirt",
        "womens-jeans-skirts",
        Tr("Ջինսե կիսաշրջազգեստ", "Джинсовая юбка", "Denim skirt"),
        K::Skirt,
        S::Skirt,
        "ararat-textile",
        "levis",
        "denim",
        11_500,
        &["blue"],
        NONE,
    )
    .sale(8_900),
    p(
        "WJS-005",
        "black-pencil-skirt",
        "womens-jeans-skirts",
        Tr("Սև նեղ կիսաշրջազգեստ", "Чёрная юбка-карандаш", "Black pencil skirt"),
        K::Skirt,
        S::Skirt,
        "ararat-textile",
        "ararat-textile",
        "wool",
        12_900,
        &["black"],
        NONE,
    ),
    // Women's shoes.
    p(
        "WSH-001",
        "classic-high-heel-pumps",
        "womens-shoes",
        Tr("Դասական բարձրակրունկ կոշիկներ", "Классические туфли на каблуке", "Classic high-heel pumps"),
        K::Shoes,
        S::Pump,
        "sevan-style",
        "sevan-style",
        "leather",
        27_900,
        &["black", "red", "beige"],
        WOMEN_SHOES,
    )
    .sale(22_900),
    p(
        "WSH-002",
        "adidas-womens-sneakers",
        "womens-shoes",
        Tr("Adidas կանացի սպորտային կոշիկներ", "Женские кроссовки Adidas", "Adidas women's sneakers"),
        K::Shoes,
        S::Sneaker,
        "sevan-style",
        "adidas",
        "leather",
        24_500,
        &["white", "pink"],
        WOMEN_SHOES,
    )
    .fresh(),
    p(
        "WSH-003",
        "womens-ankle-boots",
        "womens-shoes",
        Tr("Կանացի կիսաճտքավոր կոշիկներ", "Женские ботильоны", "Women's ankle boots"),
        K::Shoes,
        S::Boot,
        "sevan-style",
        "sevan-style",
        "leather",
        42_000,
        &["brown"],
        NONE,
    )
    .sale(35_900),
    p(
        "WSH-004",
        "red-heeled-shoes",
        "womens-shoes",
        Tr("Կարմիր կոշիկներ կրունկով", "Красные туфли на каблуке", "Red heeled shoes"),
        K::Shoes,
        S::Pump,
        "sevan-style",
        "sevan-style",
        "leather",
        31_500,
        &["red"],
        NONE,
    ),
    // Men's shirts and T-shirts.
    p(
        "SHR-001",
        "mens-classic-shirt",
        "shirts",
        Tr("Տղամարդու դասական վերնաշապիկ", "Мужская классическая рубашка", "Men's classic shirt"),
        K::Shirt,
        S::Shirt,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        16_900,
        &["white", "blue", "black"],
        MEN,
    )
    .featured(),
    p(
        "SHR-002",
        "oxford-long-sleeve-shirt",
        "shirts",
        Tr("Օքսֆորդ վերնաշապիկ երկար թևքերով", "Оксфордская рубашка с длинным рукавом", "Oxford long-sleeve shirt"),
        K::Shirt,
        S::Shirt,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        19_500,
        &["blue", "white", "pink"],
        &["m", "l", "xl"],
    )
    .sale(15_900),
    p(
        "SHR-003",
        "mens-linen-shirt",
        "shirts",
        Tr("Տղամարդու վուշե վերնաշապիկ", "Мужская льняная рубашка", "Men's linen shirt"),
        K::Shirt,
        S::Shirt,
        "ararat-textile",
        "ararat-textile",
        "linen",
        21_900,
        &["beige", "white", "green"],
        ADULT_UP,
    )
    .fresh(),
    p(
        "SHR-004",
        "flannel-shirt",
        "shirts",
        Tr("Ֆլանելե վերնաշապիկ", "Фланелевая рубашка", "Flannel shirt"),
        K::Shirt,
        S::Shirt,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        14_500,
        &["red"],
        NONE,
    )
    .sale(11_500),
    p(
        "SHR-005",
        "mens-cotton-tshirt",
        "shirts",
        Tr("Տղամարդու բամբակյա շապիկ", "Мужская хлопковая футболка", "Men's cotton T-shirt"),
        K::Tshirt,
        S::Tshirt,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        6_900,
        &["grey"],
        NONE,
    ),
    p(
        "SHR-006",
        "navy-polo-shirt",
        "shirts",
        Tr("Մուգ կապույտ պոլո շապիկ", "Тёмно-синяя рубашка-поло", "Navy polo shirt"),
        K::Tshirt,
        S::Tshirt,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        9_900,
        &["navy"],
        NONE,
    )
    .sale(7_900),
    // Men's jeans and trousers.
    p(
        "MJN-001",
        "levis-501-original-jeans",
        "mens-jeans",
        Tr("Levi's 501 տղամարդու ջինս", "Мужские джинсы Levi's 501", "Levi's 501 Original men's jeans"),
        K::Trousers,
        S::Jeans,
        "ararat-textile",
        "levis",
        "denim",
        39_900,
        &["blue", "black"],
        WAIST,
    )
    .featured(),
    p(
        "MJN-002",
        "slim-chino-trousers",
        "mens-jeans",
        Tr("Նեղ չինոս տաբատ", "Брюки чинос слим", "Slim chino trousers"),
        K::Trousers,
        S::Jeans,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        18_900,
        &["beige", "navy", "grey"],
        WAIST,
    )
    .sale(15_500),
    p(
        "MJN-003",
        "black-straight-jeans",
        "mens-jeans",
        Tr("Սև ուղիղ ջինս", "Чёрные прямые джинсы", "Black straight jeans"),
        K::Trousers,
        S::Jeans,
        "ararat-textile",
        "levis",
        "denim",
        23_900,
        &["black"],
        NONE,
    ),
    p(
        "MJN-004",
        "mens-formal-trousers",
        "mens-jeans",
        Tr("Տղամարդու դասական տաբատ", "Мужские классические брюки", "Men's formal trousers"),
        K::Trousers,
        S::Jeans,
        "ararat-textile",
        "ararat-textile",
        "wool",
        21_000,
        &["grey"],
        NONE,
    )
    .fresh(),
    // Jackets.
    p(
        "JKT-001",
        "denim-jacket",
        "jackets",
        Tr("Ջինսե բաճկոն", "Джинсовая куртка", "Denim jacket"),
        K::Jacket,
        S::Jacket,
        "ararat-textile",
        "levis",
        "denim",
        32_900,
        &["blue", "black"],
        ADULT_UP,
    )
    .sale(27_900),
    p(
        "JKT-002",
        "mens-puffer-jacket",
        "jackets",
        Tr("Տղամարդու տաք բաճկոն", "Мужской пуховик", "Men's puffer jacket"),
        K::Jacket,
        S::Jacket,
        "ararat-textile",
        "ararat-textile",
        "polyester",
        54_900,
        &["black", "navy", "green"],
        MEN,
    )
    .featured(),
    p(
        "JKT-003",
        "brown-leather-jacket",
        "jackets",
        Tr("Շագանակագույն կաշվե բաճկոն", "Коричневая кожаная куртка", "Brown leather jacket"),
        K::Jacket,
        S::Jacket,
        "ararat-textile",
        "ararat-textile",
        "leather",
        89_000,
        &["brown"],
        NONE,
    )
    .sale(74_900),
    p(
        "JKT-004",
        "light-waterproof-windbreaker",
        "jackets",
        Tr("Թեթև անջրանցիկ բաճկոն", "Лёгкая непромокаемая ветровка", "Light waterproof windbreaker"),
        K::Jacket,
        S::Jacket,
        "ararat-textile",
        "adidas",
        "polyester",
        24_900,
        &["orange"],
        NONE,
    )
    .fresh(),
    p(
        "JKT-005",
        "mens-tracksuit",
        "jackets",
        Tr("Տղամարդու սպորտային հագուստ", "Мужской спортивный костюм", "Men's tracksuit"),
        K::Jacket,
        S::Jacket,
        "ararat-textile",
        "adidas",
        "polyester",
        27_500,
        &["navy"],
        NONE,
    ),
    p(
        "JKT-006",
        "mens-grey-hoodie",
        "jackets",
        Tr("Տղամարդու կապյուշոնով բաճկոն", "Мужская толстовка с капюшоном", "Men's grey hoodie"),
        K::Jacket,
        S::Jacket,
        "ararat-textile",
        "ararat-textile",
        "cotton",
        15_900,
        &["grey"],
        NONE,
    ),
    // Men's shoes.
    p(
        "MSH-001",
        "mens-leather-boots",
        "mens-shoes",
        Tr("Տղամարդու կաշվե կոշիկներ", "Мужские кожаные ботинки", "Men's leather boots"),
        K::Shoes,
        S::Boot,
        "ararat-textile",
        "ararat-textile",
        "leather",
        36_900,
        &["black", "brown"],
        MEN_SHOES,
    ),
    p(
        "MSH-002",
        "adidas-running-sneakers",
        "mens-shoes",
        Tr("Adidas վազքի սպորտային կոշիկներ", "Беговые кроссовки Adidas", "Adidas running sneakers"),
        K::Shoes,
        S::Sneaker,
        "ararat-textile",
        "adidas",
        "polyester",
        29_900,
        &["black", "blue", "grey"],
        MEN_SHOES,
    )
    .sale(24_900),
    p(
        "MSH-003",
        "white-leather-sneakers",
        "mens-shoes",
        Tr("Սպիտակ կաշվե կեդեր", "Белые кожаные кеды", "White leather sneakers"),
        K::Shoes,
        S::Sneaker,
        "ararat-textile",
        "adidas",
        "leather",
        26_500,
        &["white"],
        NONE,
    )
    .fresh(),
    p(
        "MSH-004",
        "chelsea-boots",
        "mens-shoes",
        Tr("Չելսի կոշիկներ", "Ботинки челси", "Chelsea boots"),
        K::Shoes,
        S::Boot,
        "ararat-textile",
        "ararat-textile",
        "leather",
        44_000,
        &["black"],
        NONE,
    ),
    // Children's T-shirts and sets.
    p(
        "KTS-001",
        "kids-star-tshirt",
        "kids-tshirts",
        Tr("Մանկական շապիկ աստղով", "Детская футболка со звездой", "Kids' star T-shirt"),
        K::KidsTop,
        S::KidsTshirt,
        "little-narek",
        "little-narek",
        "cotton",
        4_900,
        &["blue", "yellow", "red", "green"],
        KIDS_SMALL,
    )
    .fresh()
    .featured(),
    p(
        "KTS-002",
        "kids-cotton-tshirt",
        "kids-tshirts",
        Tr("Մանկական բամբակյա շապիկ", "Детская хлопковая футболка", "Kids' cotton T-shirt"),
        K::KidsTop,
        S::KidsTshirt,
        "little-narek",
        "little-narek",
        "cotton",
        3_900,
        &["white", "pink", "orange"],
        KIDS_BIG,
    )
    .sale(2_900),
    p(
        "KTS-003",
        "kids-clothing-set",
        "kids-tshirts",
        Tr("Մանկական հագուստի հավաքածու", "Комплект детской одежды", "Kids' clothing set"),
        K::KidsTop,
        S::KidsTshirt,
        "little-narek",
        "little-narek",
        "cotton",
        11_900,
        &["green"],
        NONE,
    )
    .sale(9_500)
    .fresh(),
    p(
        "KTS-004",
        "newborn-clothing-set",
        "kids-tshirts",
        Tr("Նորածնի հագուստի հավաքածու", "Комплект одежды для новорождённого", "Newborn clothing set"),
        K::KidsTop,
        S::KidsTshirt,
        "little-narek",
        "little-narek",
        "cotton",
        14_500,
        &["yellow"],
        NONE,
    ),
    p(
        "KTS-005",
        "kids-long-sleeve-top",
        "kids-tshirts",
        Tr("Մանկական երկարաթև շապիկ", "Детский лонгслив", "Kids' long-sleeve top"),
        K::KidsTop,
        S::KidsTshirt,
        "little-narek",
        "little-narek",
        "cotton",
        5_500,
        &["navy"],
        NONE,
    ),
    // Children's trousers.
    p(
        "KTR-001",
        "kids-denim-jeans",
        "kids-trousers",
        Tr("Մանկական ջինսե տաբատ", "Детские джинсы", "Kids' denim jeans"),
        K::KidsTrousers,
        S::KidsTrousers,
        "little-narek",
        "little-narek",
        "denim",
        8_900,
        &["blue", "black"],
        KIDS_BIG,
    )
    .sale(6_900),
    p(
        "KTR-002",
        "kids-jogger-pants",
        "kids-trousers",
        Tr("Մանկական սպորտային տաբատ", "Детские спортивные брюки", "Kids' jogger pants"),
        K::KidsTrousers,
        S::KidsTrousers,
        "little-narek",
        "little-narek",
        "cotton",
        6_500,
        &["grey", "navy", "pink"],
        KIDS_SMALL,
    ),
    p(
        "KTR-003",
        "school-trousers",
        "kids-trousers",
        Tr("Դպրոցական դասական տաբատ", "Школьные классические брюки", "School trousers"),
        K::KidsTrousers,
        S::KidsTrousers,
        "little-narek",
        "little-narek",
        "polyester",
        9_900,
        &["grey"],
        NONE,
    )
    .fresh(),
    p(
        "KTR-004",
        "kids-corduroy-trousers",
        "kids-trousers",
        Tr("Մանկական վելվետե տաբատ", "Детские вельветовые брюки", "Kids' corduroy trousers"),
        K::KidsTrousers,
        S::KidsTrousers,
        "little-narek",
        "little-narek",
        "cotton",
        7_900,
        &["brown"],
        NONE,
    ),
    // Children's outerwear.
    p(
        "KOW-001",
        "kids-winter-jacket",
        "kids-outerwear",
        Tr("Մանկական ձմեռային բաճկոն", "Детская зимняя куртка", "Kids' winter jacket"),
        K::KidsJacket,
        S::KidsJacket,
        "little-narek",
        "little-narek",
        "polyester",
        24_900,
        &["red", "blue", "yellow"],
        KIDS_BIG,
    )
    .sale(19_900)
    .featured(),
    p(
        "KOW-002",
        "kids-raincoat",
        "kids-outerwear",
        Tr("Մանկական անձրևանոց", "Детский дождевик", "Kids' raincoat"),
        K::KidsJacket,
        S::KidsJacket,
        "little-narek",
        "little-narek",
        "polyester",
        7_500,
        &["yellow"],
        NONE,
    )
    .fresh(),
    p(
        "KOW-003",
        "kids-hoodie",
        "kids-outerwear",
        Tr("Մանկական կապյուշոնով բաճկոն", "Детская толстовка с капюшоном", "Kids' hoodie"),
        K::KidsJacket,
        S::KidsJacket,
        "little-narek",
        "little-narek",
        "cotton",
        9_900,
        &["pink"],
        NONE,
    ),
    p(
        "KOW-004",
        "kids-fleece-jacket",
        "kids-outerwear",
        Tr("Մանկական ֆլիսե բաճկոն", "Детская флисовая кофта", "Kids' fleece jacket"),
        K::KidsJacket,
        S::KidsJacket,
        "little-narek",
        "little-narek",
        "polyester",
        8_500,
        &["green"],
        NONE,
    )
    .sale(6_500),
    // Power tools.
    p(
        "PWT-001",
        "bosch-psb-500-re-impact-drill",
        "power-tools",
        Tr("Էլեկտրական դրել Bosch PSB 500 RE", "Ударная дрель Bosch PSB 500 RE", "Bosch PSB 500 RE impact drill"),
        K::PowerTool,
        S::Drill,
        "masis-tools",
        "bosch",
        "plastic",
        32_900,
        &["green"],
        NONE,
    )
    .sale(28_900)
    .featured(),
    p(
        "PWT-002",
        "makita-df333d-cordless-drill",
        "power-tools",
        Tr("Անլար դրել-պտուտակահան Makita DF333D", "Аккумуляторная дрель-шуруповёрт Makita DF333D", "Makita DF333D cordless drill driver"),
        K::PowerTool,
        S::Drill,
        "masis-tools",
        "makita",
        "plastic",
        48_500,
        &["blue"],
        NONE,
    )
    .fresh(),
    p(
        "PWT-003",
        "bosch-gws-750-angle-grinder",
        "power-tools",
        Tr("Անկյունային հղկող մեքենա Bosch GWS 750", "Угловая шлифмашина Bosch GWS 750", "Bosch GWS 750 angle grinder"),
        K::PowerTool,
        S::Grinder,
        "masis-tools",
        "bosch",
        "plastic",
        38_500,
        &["blue"],
        NONE,
    ),
    p(
        "PWT-004",
        "makita-hr2470-rotary-hammer",
        "power-tools",
        Tr("Պերֆորատոր Makita HR2470", "Перфоратор Makita HR2470", "Makita HR2470 rotary hammer"),
        K::PowerTool,
        S::Drill,
        "masis-tools",
        "makita",
        "plastic",
        64_900,
        &["blue"],
        NONE,
    )
    .sale(57_900),
    p(
        "PWT-005",
        "dewalt-dcd771-cordless-drill",
        "power-tools",
        Tr("Անլար դրել DeWalt DCD771", "Аккумуляторная дрель DeWalt DCD771", "DeWalt DCD771 cordless drill"),
        K::PowerTool,
        S::Drill,
        "masis-tools",
        "dewalt",
        "plastic",
        54_000,
        &["yellow"],
        NONE,
    ),
    p(
        "PWT-006",
        "compact-angle-grinder-125",
        "power-tools",
        Tr("Կոմպակտ անկյունային հղկիչ 125 մմ", "Компактная болгарка 125 мм", "Compact angle grinder, 125 mm"),
        K::PowerTool,
        S::Grinder,
        "masis-tools",
        "masis-pro",
        "plastic",
        19_900,
        &["orange"],
        NONE,
    )
    .sale(16_900),
    // Hand tools.
    p(
        "HND-001",
        "claw-hammer-500g",
        "hand-tools",
        Tr("Մուրճ մեխահանով, 500 գ", "Молоток-гвоздодёр, 500 г", "Claw hammer, 500 g"),
        K::HandTool,
        S::Hammer,
        "masis-tools",
        "stanley",
        "steel",
        3_900,
        &["red"],
        NONE,
    )
    .fresh(),
    p(
        "HND-002",
        "fibreglass-handle-hammer",
        "hand-tools",
        Tr("Մուրճ ապակեթելային բռնակով", "Молоток с фибергласовой ручкой", "Fibreglass-handle hammer"),
        K::HandTool,
        S::Hammer,
        "masis-tools",
        "masis-pro",
        "steel",
        5_900,
        &["yellow"],
        NONE,
    )
    .sale(4_900),
    p(
        "HND-003",
        "hand-saw-for-wood",
        "hand-tools",
        Tr("Ձեռքի սղոց փայտի համար, 450 մմ", "Ножовка по дереву, 450 мм", "Hand saw for wood, 450 mm"),
        K::HandTool,
        S::Saw,
        "masis-tools",
        "stanley",
        "steel",
        4_500,
        &["red"],
        NONE,
    ),
    p(
        "HND-004",
        "screwdriver-set-6",
        "hand-tools",
        Tr("Պտուտակահանների հավաքածու, 6 հատ", "Набор отвёрток, 6 шт.", "Screwdriver set, 6 pieces"),
        K::HandTool,
        S::Screwdriver,
        "masis-tools",
        "stanley",
        "steel",
        6_500,
        &["blue"],
        NONE,
    )
    .sale(4_900),
    p(
        "HND-005",
        "tape-measure-5m",
        "hand-tools",
        Tr("Չափերիզ 5 մ", "Рулетка 5 м", "Tape measure, 5 m"),
        K::HandTool,
        S::TapeMeasure,
        "masis-tools",
        "stanley",
        "plastic",
        2_900,
        &["black"],
        NONE,
    ),
    p(
        "HND-006",
        "combination-wrench-set-12",
        "hand-tools",
        Tr("Բանալիների հավաքածու, 12 հատ", "Набор комбинированных ключей, 12 шт.", "Combination wrench set, 12 pieces"),
        K::HandTool,
        S::Wrench,
        "masis-tools",
        "masis-pro",
        "steel",
        14_900,
        &["red"],
        NONE,
    )
    .featured(),
    p(
        "HND-007",
        "bosch-plr-30-laser-measure",
        "hand-tools",
        Tr("Լազերային հեռաչափ Bosch PLR 30", "Лазерный дальномер Bosch PLR 30", "Bosch PLR 30 laser measure"),
        K::HandTool,
        S::TapeMeasure,
        "masis-tools",
        "bosch",
        "plastic",
        29_900,
        &["green"],
        NONE,
    )
    .sale(25_900),
    // Kitchenware.
    p(
        "KIT-001",
        "tefal-frying-pan-28",
        "kitchenware",
        Tr("Թավա Tefal, 28 սմ", "Сковорода Tefal, 28 см", "Tefal frying pan, 28 cm"),
        K::Cookware,
        S::Pan,
        "dilijan-home",
        "tefal",
        "steel",
        14_900,
        &["red"],
        NONE,
    )
    .sale(11_900)
    .featured(),
    p(
        "KIT-002",
        "cast-iron-skillet",
        "kitchenware",
        Tr("Չուգունե թավա", "Чугунная сковорода", "Cast-iron skillet"),
        K::Cookware,
        S::Pan,
        "dilijan-home",
        "dilijan-home",
        "cast-iron",
        12_500,
        &["black"],
        NONE,
    ),
    p(
        "KIT-003",
        "enamel-pot-5l",
        "kitchenware",
        Tr("Էմալապատ կաթսա, 5 լ", "Эмалированная кастрюля, 5 л", "Enamel pot, 5 l"),
        K::Cookware,
        S::Pot,
        "dilijan-home",
        "dilijan-home",
        "steel",
        11_900,
        &["green"],
        NONE,
    )
    .fresh(),
    p(
        "KIT-004",
        "stainless-steel-pot-3l",
        "kitchenware",
        Tr("Չժանգոտվող պողպատե կաթսա, 3 լ", "Кастрюля из нержавеющей стали, 3 л", "Stainless steel pot, 3 l"),
        K::Cookware,
        S::Pot,
        "dilijan-home",
        "tefal",
        "steel",
        9_500,
        &["grey"],
        NONE,
    )
    .sale(7_900),
    p(
        "KIT-005",
        "ceramic-mug",
        "kitchenware",
        Tr("Կերամիկական գավաթ", "Керамическая кружка", "Ceramic mug"),
        K::Tableware,
        S::Mug,
        "dilijan-home",
        "dilijan-home",
        "ceramic",
        2_500,
        &["blue"],
        NONE,
    ),
    p(
        "KIT-006",
        "mug-set-4",
        "kitchenware",
        Tr("Գավաթների հավաքածու, 4 հատ", "Набор кружек, 4 шт.", "Set of 4 mugs"),
        K::Tableware,
        S::Mug,
        "dilijan-home",
        "dilijan-home",
        "ceramic",
        8_900,
        &["pink"],
        NONE,
    )
    .fresh(),
    p(
        "KIT-007",
        "cookware-set-3-pots",
        "kitchenware",
        Tr("Կաթսաների հավաքածու, 3 հատ", "Набор кастрюль, 3 шт.", "Cookware set, 3 pots"),
        K::Cookware,
        S::Pot,
        "dilijan-home",
        "tefal",
        "steel",
        29_900,
        &["red"],
        NONE,
    )
    .sale(24_900),
    // Lighting.
    p(
        "LGT-001",
        "table-lamp",
        "lighting",
        Tr("Սեղանի լամպ", "Настольная лампа", "Table lamp"),
        K::Lamp,
        S::Lamp,
        "dilijan-home",
        "dilijan-home",
        "ceramic",
        15_900,
        &["beige"],
        NONE,
    ),
    p(
        "LGT-002",
        "philips-led-desk-lamp",
        "lighting",
        Tr("Philips LED սեղանի լամպ", "Настольная LED-лампа Philips", "Philips LED desk lamp"),
        K::Lamp,
        S::Lamp,
        "dilijan-home",
        "philips",
        "plastic",
        24_500,
        &["white"],
        NONE,
    )
    .sale(19_900),
    p(
        "LGT-003",
        "floor-lamp",
        "lighting",
        Tr("Հատակի լամպ", "Торшер", "Floor lamp"),
        K::Lamp,
        S::Lamp,
        "dilijan-home",
        "dilijan-home",
        "steel",
        32_000,
        &["navy"],
        NONE,
    )
    .featured(),
    p(
        "LGT-004",
        "bedside-lamp",
        "lighting",
        Tr("Գիշերային լամպ", "Прикроватный светильник", "Bedside lamp"),
        K::Lamp,
        S::Lamp,
        "dilijan-home",
        "philips",
        "plastic",
        9_900,
        &["yellow"],
        NONE,
    )
    .fresh(),
    // Garden.
    p(
        "GRD-001",
        "terracotta-plant-pot",
        "garden",
        Tr("Կավե ծաղկաման", "Глиняный цветочный горшок", "Terracotta plant pot"),
        K::Garden,
        S::Plant,
        "dilijan-home",
        "dilijan-home",
        "ceramic",
        3_500,
        &["orange"],
        NONE,
    ),
    p(
        "GRD-002",
        "watering-can-10l",
        "garden",
        Tr("Ջրցան, 10 լ", "Лейка, 10 л", "Watering can, 10 l"),
        K::Garden,
        S::WateringCan,
        "dilijan-home",
        "dilijan-home",
        "plastic",
        4_900,
        &["green"],
        NONE,
    )
    .sale(3_900),
    p(
        "GRD-003",
        "garden-gloves",
        "garden",
        Tr("Այգու ձեռնոցներ", "Садовые перчатки", "Garden gloves"),
        K::Garden,
        S::Gloves,
        "dilijan-home",
        "dilijan-home",
        "cotton",
        1_900,
        &["yellow"],
        NONE,
    ),
    p(
        "GRD-004",
        "white-ceramic-planter",
        "garden",
        Tr("Սպիտակ կերամիկական ծաղկաման", "Белое керамическое кашпо", "White ceramic planter"),
        K::Garden,
        S::Plant,
        "dilijan-home",
        "dilijan-home",
        "ceramic",
        6_900,
        &["white"],
        NONE,
    )
    .fresh(),
    p(
        "GRD-005",
        "leather-work-gloves",
        "garden",
        Tr("Կաշվե աշխատանքային ձեռնոցներ", "Кожаные рабочие перчатки", "Leather work gloves"),
        K::Garden,
        S::Gloves,
        "dilijan-home",
        "masis-pro",
        "leather",
        3_900,
        &["brown"],
        NONE,
    ),
    p(
        "GRD-006",
        "small-watering-can",
        "garden",
        Tr("Փոքր ջրցան սենյակային բույսերի համար", "Маленькая лейка для комнатных растений", "Small watering can for houseplants"),
        K::Garden,
        S::WateringCan,
        "dilijan-home",
        "dilijan-home",
        "plastic",
        2_900,
        &["blue"],
        NONE,
    ),
];

/// Categories whose products a product's cross-sells come from.
pub fn companion_category(slug: &str) -> &'static str {
    match slug {
        "dresses" => "womens-shoes",
        "blouses" => "womens-jeans-skirts",
        "womens-jeans-skirts" => "blouses",
        "womens-shoes" => "dresses",
        "shirts" => "mens-jeans",
        "mens-jeans" => "shirts",
        "jackets" => "mens-shoes",
        "mens-shoes" => "mens-jeans",
        "kids-tshirts" => "kids-trousers",
        "kids-trousers" => "kids-tshirts",
        "kids-outerwear" => "kids-trousers",
        "power-tools" => "hand-tools",
        "hand-tools" => "power-tools",
        "kitchenware" => "lighting",
        "lighting" => "kitchenware",
        _ => "kitchenware",
    }
}

pub struct SlideSpec {
    pub link: &'static str,
    pub content: Tr,
    pub items: &'static [(Shape, &'static str)],
    pub backdrop: usize,
}

pub const SLIDERS: &[SlideSpec] = &[
    SlideSpec {
        link: "/shop/catalog/womens-clothing",
        content: Tr(
            "<h2>Ամառային հավաքածու</h2><p>Թեթև զգեստներ և բլուզներ՝ մինչև 25% զեղչով</p>",
            "<h2>Летняя коллекция</h2><p>Лёгкие платья и блузки со скидкой до 25%</p>",
            "<h2>Summer collection</h2><p>Light dresses and blouses up to 25% off</p>",
        ),
        items: &[(Shape::Dress, "pink"), (Shape::Blouse, "white"), (Shape::Pump, "red")],
        backdrop: 4,
    },
    SlideSpec {
        link: "/shop/catalog/tools",
        content: Tr(
            "<h2>Գործիքներ վարպետների համար</h2><p>Bosch, Makita և DeWalt՝ պաշտոնական երաշխիքով</p>",
            "<h2>Инструменты для мастеров</h2><p>Bosch, Makita и DeWalt с официальной гарантией</p>",
            "<h2>Tools for professionals</h2><p>Bosch, Makita and DeWalt with an official warranty</p>",
        ),
        items: &[(Shape::Drill, "green"), (Shape::Hammer, "red"), (Shape::Grinder, "blue")],
        backdrop: 1,
    },
    SlideSpec {
        link: "/shop/catalog/mankakan-hagust",
        content: Tr(
            "<h2>Մանկական հագուստ</h2><p>Վառ գույներ և բնական գործվածքներ ամենափոքրերի համար</p>",
            "<h2>Детская одежда</h2><p>Яркие цвета и натуральные ткани для самых маленьких</p>",
            "<h2>Children's clothing</h2><p>Bright colours and natural fabrics for the little ones</p>",
        ),
        items: &[(Shape::KidsTshirt, "yellow"), (Shape::KidsJacket, "blue"), (Shape::KidsTrousers, "red")],
        backdrop: 7,
    },
];

pub const BANNERS: &[SlideSpec] = &[
    SlideSpec {
        link: "/shop/catalog/shirts",
        content: Tr(
            "<h3>Տղամարդու վերնաշապիկներ</h3><p>Նոր տեսականի</p>",
            "<h3>Мужские рубашки</h3><p>Новая коллекция</p>",
            "<h3>Men's shirts</h3><p>New arrivals</p>",
        ),
        items: &[(Shape::Shirt, "blue"), (Shape::Shirt, "white")],
        backdrop: 6,
    },
    SlideSpec {
        link: "/shop/catalog/home-garden",
        content: Tr(
            "<h3>Տուն և այգի</h3><p>Ամեն ինչ հարմարավետ տան համար</p>",
            "<h3>Дом и сад</h3><p>Всё для уютного дома</p>",
            "<h3>Home & garden</h3><p>Everything for a cosy home</p>",
        ),
        items: &[(Shape::Lamp, "yellow"), (Shape::Plant, "orange")],
        backdrop: 3,
    },
    SlideSpec {
        link: "/shop/catalog/womens-shoes",
        content: Tr(
            "<h3>Կոշիկներ ամբողջ ընտանիքի համար</h3><p>Զեղչեր մինչև 20%</p>",
            "<h3>Обувь для всей семьи</h3><p>Скидки до 20%</p>",
            "<h3>Shoes for the whole family</h3><p>Up to 20% off</p>",
        ),
        items: &[(Shape::Pump, "beige"), (Shape::Sneaker, "blue")],
        backdrop: 0,
    },
    SlideSpec {
        link: "/shop/catalog/kitchenware",
        content: Tr(
            "<h3>Խոհանոցային սպասք</h3><p>Tefal և այլ ապրանքանիշեր</p>",
            "<h3>Посуда для кухни</h3><p>Tefal и другие бренды</p>",
            "<h3>Kitchenware</h3><p>Tefal and more</p>",
        ),
        items: &[(Shape::Pot, "red"), (Shape::Pan, "black")],
        backdrop: 5,
    },
];
