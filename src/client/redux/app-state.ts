// The whole store's state, as each slice declares its part of it:
//   declare module '../../client/redux/app-state' {
//     interface AppState { user: UserState }
//   }
// so that the typed hooks (hooks.ts) know every part without importing the app that
// composes the slices (src/app/store/configure-store.ts checks that its state is exactly
// this, both ways).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the slices
export interface AppState {}
