import type { RouteObject } from "react-router";
import { Navigate } from "react-router";
import { storefrontRoutes } from "../core";
import { Layout } from "../features/layout/Layout";
import { HomePage } from "../features/home/HomePage";
import { ListingPage } from "../features/catalog/ListingPage";
import { SearchResultsPage } from "../features/search/SearchResultsPage";
import { ProductPage } from "../features/product/ProductPage";
import { CartPage } from "../features/cart/CartPage";
import { CheckoutPage } from "../features/checkout/CheckoutPage";
import { ThanksPage } from "../features/checkout/ThanksPage";
import { LoginPage } from "../features/account/LoginPage";
import { RegisterPage } from "../features/account/RegisterPage";
import { RegisteredPage } from "../features/account/RegisteredPage";
import { ForgotPasswordPage, ResetPasswordPage } from "../features/account/PasswordPages";
import { DashboardPage } from "../features/account/DashboardPage";
import { ProfilePage } from "../features/account/ProfilePage";
import { OrderPage, OrdersPage } from "../features/account/OrdersPage";
import { BonusesPage } from "../features/account/BonusesPage";
import { AddressesPage } from "../features/account/AddressesPage";
import { EditAddressPage, NewAddressPage } from "../features/account/AddressFormPage";
import { ComparePage, WishlistPage } from "../features/account/SavedListPages";
import { CmsPage } from "../features/content/CmsPage";
import { BlogListPage, BlogPostPage } from "../features/content/BlogPages";
import { StorePage, StoresPage } from "../features/content/StorePages";
import { ContactPage, ThanksForMessagePage } from "../features/content/ContactPage";
import { NotFound } from "../features/placeholder/NotFound";

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
  }));
  children.push({ path: "*", element: <NotFound /> });
  return [{ element: <Layout />, children }];
}
