// Every public page through axe in the dark scheme, at 320 and 1280 px (axe-pages.mjs).
import { axeEveryPage } from './axe-pages.mjs'

axeEveryPage('dark')
