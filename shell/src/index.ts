// The async boundary: shared modules (React, the router, the store) are negotiated with the
// remotes before any of them is used. Started in a task of its own: evaluating this entry (the
// Module Federation runtime) and starting the negotiation in the same task held a phone's main
// thread for over 100 ms (Lighthouse TBT).
setTimeout(() => void import('./bootstrap'), 0);
