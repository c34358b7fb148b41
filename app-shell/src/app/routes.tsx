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
import { NotFound } from "../features/placeholder/NotFound";
import { RoutePlaceholder } from "../features/placeholder/RoutePlaceholder";

// Screens that exist; every other route of the core's list shows its placeholder until the
// issue that builds it lands.
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
  "/wishlist": <WishlistPage />,
  "/compare": <ComparePage />,
  "/404": <NotFound />,
};

/** The router's table: the core's route list (the same one the server answers 200 for). */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = storefrontRoutes().map((path) => ({
    path,
    element: SCREENS[path] ?? <RoutePlaceholder route={path} />,
  }));
  children.push({ path: "*", element: <NotFound /> });
  return [{ element: <Layout />, children }];
}
