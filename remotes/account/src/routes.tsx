import type { RouteObject } from 'react-router';
import { registerCatalogs } from './i18n/catalog';

registerCatalogs();

/** The paths this remote owns (see the site route table in @iper/routes), each split lazily. */
export const routes: RouteObject[] = [
  { path: '/accedi', lazy: () => import('./pages/login/login-page') },
  { path: '/registrazione', lazy: () => import('./pages/registration/registration-page') },
  {
    path: '/password-dimenticata',
    lazy: () => import('./pages/forgotten-password/forgotten-password-page'),
  },
  {
    path: '/password-dimenticata/email-inviata',
    lazy: () => import('./pages/forgotten-password-sent/forgotten-password-sent-page'),
  },
  { path: '/reimposta-password', lazy: () => import('./pages/reset-password/reset-password-page') },
  {
    path: '/password-modificata',
    lazy: () => import('./pages/password-changed/password-changed-page'),
  },
  {
    path: '/modifica-password',
    lazy: () => import('./pages/change-password/change-password-page'),
  },
  { path: '/account', lazy: () => import('./pages/account-home/account-home-page') },
  {
    path: '/account/dati-personali',
    lazy: () => import('./pages/personal-data/personal-data-page'),
  },
  { path: '/account/lista-spesa', lazy: () => import('./pages/shopping-list/shopping-list-page') },
  { path: '/account/scontrini-digitali', lazy: () => import('./pages/receipts/receipts-page') },
  { path: '/account/privacy-e-dati', lazy: () => import('./pages/privacy-data/privacy-data-page') },
];
