import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { rootReducer, type RootState } from './store';

/**
 * Site notifications (SPEC §2 default layout, §4 "Notification: hidden, shown as success or
 * error, cleared"): any remote dispatches `notify(...)`, the shell's layout shows them in one
 * polite live region and the visitor clears them.
 */
export type NotificationKind = 'success' | 'error' | 'info';

export interface SiteNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  text?: string;
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as SiteNotification[],
  reducers: {
    notify: {
      reducer: (state, action: PayloadAction<SiteNotification>) => {
        state.push(action.payload);
      },
      prepare: (notification: Omit<SiteNotification, 'id'>) => ({ payload: { ...notification, id: nanoid() } }),
    },
    clearNotification: (state, action: PayloadAction<string>) => state.filter((item) => item.id !== action.payload),
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

export function useNotify() {
  const dispatch = useDispatch();
  return (notification: Omit<SiteNotification, 'id'>) => dispatch(notify(notification));
}
