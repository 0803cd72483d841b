import type {
  NewShoppingListItem,
  ShoppingListItem,
  ShoppingListMergeRequest,
  ShoppingListResponse,
} from '@iper/contracts';
import { api } from '../api';

/**
 * The account's shopping list (server side). It lives here, not in the account remote, because
 * other remotes add to it too (the flyer's 'Aggiungi alla lista'); the account area shows it.
 */
export const shoppingListApi = api.injectEndpoints({
  endpoints: (build) => ({
    shoppingList: build.query<ShoppingListResponse, void>({
      query: () => '/account/shopping-list',
      providesTags: ['ShoppingList'],
    }),
    shoppingListAdd: build.mutation<ShoppingListItem, NewShoppingListItem>({
      query: (body) => ({ url: '/account/shopping-list/items', method: 'POST', body }),
      invalidatesTags: ['ShoppingList'],
    }),
    shoppingListCheck: build.mutation<ShoppingListItem, { id: string; checked: boolean }>({
      query: ({ id, checked }) => ({
        url: `/account/shopping-list/items/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { checked },
      }),
      invalidatesTags: ['ShoppingList'],
    }),
    shoppingListRemove: build.mutation<void, string>({
      query: (id) => ({
        url: `/account/shopping-list/items/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['ShoppingList'],
    }),
    shoppingListClear: build.mutation<void, void>({
      query: () => ({ url: '/account/shopping-list/items', method: 'DELETE' }),
      invalidatesTags: ['ShoppingList'],
    }),
    shoppingListMerge: build.mutation<ShoppingListResponse, ShoppingListMergeRequest>({
      query: (body) => ({ url: '/account/shopping-list/merge', method: 'POST', body }),
      invalidatesTags: ['ShoppingList'],
    }),
  }),
});

export const {
  useShoppingListQuery,
  useShoppingListAddMutation,
  useShoppingListCheckMutation,
  useShoppingListRemoveMutation,
  useShoppingListClearMutation,
  useShoppingListMergeMutation,
} = shoppingListApi;
