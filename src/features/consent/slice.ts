// What the visitor has agreed to, and whether the choice dialog is open. Unknown until the
// browser has read the stored choice (the build knows nothing about the visitor).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ConsentChoice } from './consent-storage'

export type ConsentState = { known: boolean; choice: ConsentChoice | null; settingsOpen: boolean }

const initialState: ConsentState = { known: false, choice: null, settingsOpen: false }

const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentRead: (state, action: PayloadAction<ConsentChoice | null>) => {
      state.known = true
      state.choice = action.payload
    },
    consentChosen: (state, action: PayloadAction<ConsentChoice>) => {
      state.known = true
      state.choice = action.payload
      state.settingsOpen = false
    },
    settingsOpened: (state) => {
      state.settingsOpen = true
    },
    settingsClosed: (state) => {
      state.settingsOpen = false
    },
  },
  selectors: {
    selectConsent: (state) => state,
  },
})

declare module '../../client/redux/app-state' {
  interface AppState {
    consent: ConsentState
  }
}

export const consentActions = consentSlice.actions
export const { selectConsent } = consentSlice.selectors
export default consentSlice
