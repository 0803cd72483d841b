import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { rootReducer, type RootState } from './store';

/**
 * Site notifications (SPEC §2 default layout "notification"; §4 "Notification: hidden, shown as
 * success or error, cleared"): any remote dispatches `notify(...)` and the shell's default layout
 * shows it at the top of the page until the visitor closes it. Texts are message descriptors, so
 * the remote that raises one keeps the text in its own catalog and the layout shows it in the
 * visitor's language.
 */
export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

export interface NotificationText {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

export interface SiteNotification {
  id: string;
  kind: NotificationKind;
  title: NotificationText;
  text?: NotificationText;
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as SiteNotification[],
  reducers: {
    notify: {
      reducer: (state, action: PayloadAction<SiteNotification>) => {
        state.push(action.payload);
      },
      prepare: (notification: Omit<SiteNotification, 'id'>) => ({
        payload: { ...notification, id: nanoid() },
      }),
    },
    clearNotification: (state, action: PayloadAction<string>) =>
      state.filter((item) => item.id !== action.payload),
  },
  selectors: { selectNotifications: (state) => state },
});

const injected = notificationsSlice.injectInto(rootReducer);

export const { notify, clearNotification } = notificationsSlice.actions;

/** The root state once this slice is injected (the shell's RootState does not know it). */
type StateWithNotifications = RootState & { notifications?: SiteNotification[] };

export const selectNotifications = (state: RootState): SiteNotification[] =>
  injected.selectors.selectNotifications(state as StateWithNotifications);

export function useNotifications(): SiteNotification[] {
  return useSelector(selectNotifications);
}

/** What a remote calls to raise a site notification. */
export function useNotify(): (notification: Omit<SiteNotification, 'id'>) => void {
  const dispatch = useDispatch();
  return useCallback((notification) => void dispatch(notify(notification)), [dispatch]);
}
