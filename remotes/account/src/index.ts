// Entry used only when the remote is served alone in development; the shell loads ./routes.
import('./bootstrap');
