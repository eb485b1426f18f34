// Typed hooks for features and the app: the state is every slice's part (app-state.ts), so a
// selector that reads what no slice declares does not compile.
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import type { AppState } from './app-state'

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>()
export const useAppSelector = useSelector.withTypes<AppState>()
