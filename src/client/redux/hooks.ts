// Typed hooks for features and the app. Features select with their own slice's selectors,
// which name the part of the state they read, so these need not know the whole state
// (the app composes it in src/app/store).
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>()
export const useAppSelector = useSelector
