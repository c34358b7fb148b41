import { lazy } from "react";
import type { RouteObject } from "react-router";
import { Navigate } from "react-router";
import { storefrontRoutes } from "../core";
import { Layout } from "./layout/Layout";
import { RouteError } from "./RouteError";
import { NotFound } from "../shared/ui/NotFound";

// Every screen loads with its route (the layout shows a preloader meanwhile, see `Layout`): the
// main chunk holds the frame alone, so over a page the server drew, the shell's code is
// evaluated in two shorter tasks rather than one long one, and a screen's code is evaluated only
// where it is shown.
const HomePage = lazy(() => import("../features/home/HomePage").then((m) => ({ default: m.HomePage })));
const ListingPage = lazy(() => import("../features/catalog/ListingPage").then((m) => ({ default: m.ListingPage })));
const SearchResultsPage = lazy(() =>
  import("../features/search/SearchResultsPage").then((m) => ({ default: m.SearchResultsPage })),
);
const ProductPage = lazy(() => import("../features/product/ProductPage").then((m) => ({ default: m.ProductPage })));
const CartPage = lazy(() => import("../features/cart/CartPage").then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() => import("../features/checkout/CheckoutPage").then((m) => ({ default: m.CheckoutPage })));
const ThanksPage = lazy(() => import("../features/checkout/ThanksPage").then((m) => ({ default: m.ThanksPage })));
const LoginPage = lazy(() => import("../features/account/LoginPage").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("../features/account/RegisterPage").then((m) => ({ default: m.RegisterPage })));
const RegisteredPage = lazy(() => import("../features/account/RegisteredPage").then((m) => ({ default: m.RegisteredPage })));
const ForgotPasswordPage = lazy(() =>
  import("../features/account/PasswordPages").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/account/PasswordPages").then((m) => ({ default: m.ResetPasswordPage })),
);
const DashboardPage = lazy(() => import("../features/account/DashboardPage").then((m) => ({ default: m.DashboardPage })));
const ProfilePage = lazy(() => import("../features/account/ProfilePage").then((m) => ({ default: m.ProfilePage })));
const OrdersPage = lazy(() => import("../features/account/OrdersPage").then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => import("../features/account/OrdersPage").then((m) => ({ default: m.OrderPage })));
const BonusesPage = lazy(() => import("../features/account/BonusesPage").then((m) => ({ default: m.BonusesPage })));
const AddressesPage = lazy(() => import("../features/account/AddressesPage").then((m) => ({ default: m.AddressesPage })));
const NewAddressPage = lazy(() =>
  import("../features/account/AddressFormPage").then((m) => ({ default: m.NewAddressPage })),
);
const EditAddressPage = lazy(() =>
  import("../features/account/AddressFormPage").then((m) => ({ default: m.EditAddressPage })),
);
const WishlistPage = lazy(() => import("../features/account/SavedListPages").then((m) => ({ default: m.WishlistPage })));
const ComparePage = lazy(() => import("../features/account/SavedListPages").then((m) => ({ default: m.ComparePage })));
const CmsPage = lazy(() => import("../features/content/CmsPage").then((m) => ({ default: m.CmsPage })));
const BlogListPage = lazy(() => import("../features/content/BlogPages").then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => import("../features/content/BlogPages").then((m) => ({ default: m.BlogPostPage })));
const StoresPage = lazy(() => import("../features/content/StorePages").then((m) => ({ default: m.StoresPage })));
const StorePage = lazy(() => import("../features/content/StorePages").then((m) => ({ default: m.StorePage })));
const ContactPage = lazy(() => import("../features/content/ContactPage").then((m) => ({ default: m.ContactPage })));
const ThanksForMessagePage = lazy(() =>
  import("../features/content/ContactPage").then((m) => ({ default: m.ThanksForMessagePage })),
);

// The screen of each route of the core's list.
const SCREENS: Record<string, RouteObject["element"]> = {
  "/": <HomePage />,
  "/shop": <Navigate to="/shop/catalog" replace />,
  "/shop/catalog": <ListingPage source="catalog" />,
  "/shop/catalog/:categorySlug": <ListingPage source="catalog" />,
  "/shop/catalog/search/:word": <SearchResultsPage />,
  "/shop/newCollection": <ListingPage source="new" />,
  "/shop/saledProducts": <ListingPage source="sales" />,
  "/shop/products/:productSlug/:parentId": <ProductPage />,
  "/shop/cart": <CartPage />,
  "/checkout": <CheckoutPage />,
  "/thanks": <ThanksPage />,
  "/thanksforMessage": <ThanksForMessagePage />,
  "/thanks-for-registration": <RegisteredPage />,
  "/account": <Navigate to="/account/dashboard" replace />,
  "/account/dashboard": <DashboardPage />,
  "/account/profile": <ProfilePage />,
  "/account/orders": <OrdersPage />,
  "/account/orders/:orderId": <OrderPage />,
  "/account/bonuses": <BonusesPage />,
  "/account/addresses": <AddressesPage />,
  "/account/addresses/new": <NewAddressPage />,
  "/account/addresses/:addressId": <EditAddressPage />,
  "/account/login": <LoginPage />,
  "/account/register": <RegisterPage />,
  "/forgot/password": <ForgotPasswordPage />,
  "/forgot/password/reset": <ResetPasswordPage />,
  "/page/:urlKeyOrPageIdOrCustomUrl": <CmsPage />,
  "/stores": <StoresPage />,
  "/stores/:url": <StorePage />,
  "/blog": <BlogListPage />,
  "/blog/:blogSlug": <BlogPostPage />,
  "/contact-us": <ContactPage />,
  "/footer/ContactWithUs.jsx": <ContactPage />,
  "/wishlist": <WishlistPage />,
  "/compare": <ComparePage />,
  "/404": <NotFound />,
};

/** The router's table: the core's route list (the same one the server answers 200 for); a
 * route without a screen would show the not-found page. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = storefrontRoutes().map((path) => ({
    path,
    element: SCREENS[path] ?? <NotFound />,
    errorElement: <RouteError />,
  }));
  children.push({ path: "*", element: <NotFound /> });
  // A page that fails shows its error inside the shell; the shell failing shows it alone.
  return [{ element: <Layout />, children, errorElement: <RouteError /> }];
}
