// Every other public page (part 1 of 2) through axe in both colour schemes, at 320 px and,
// for one page of each type, at 1280 px (axe-pages.mjs).
import { axeEveryPage } from './axe-pages.mjs'

axeEveryPage(1)
