// Whether the cookie preferences dialog is open: the footer opens it, the banner too.
type Listener = () => void;
let open = false;
const listeners = new Set<Listener>();

export const preferencesDialog = {
  isOpen: () => open,
  open() {
    open = true;
    listeners.forEach((listener) => listener());
  },
  close() {
    open = false;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
