import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { toastAnatomy } from '@chakra-ui/react/anatomy';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme minus the recipes nobody renders. `defaultConfig` carries the styles of all ~75
 * components (about 20 KiB of gzipped JavaScript on every page); the app uses a few dozen. Every
 * component imported from '@chakra-ui/react' anywhere in web/src must have its recipe here:
 * theme.test.ts reads the imports and fails, naming the component, when one is missing (it would
 * render unstyled).
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  slider: sliderSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** What `defaultConfig` adds to `defaultBaseConfig`, with only the recipes above. */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** KoalaRent brand: a eucalyptus teal-green, with warm neutrals. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100%' },
    body: { fontFeatureSettings: '"cv11", "ss01"' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#ecfdf7' },
          100: { value: '#d1fae9' },
          200: { value: '#a7f3d6' },
          300: { value: '#6ee7be' },
          400: { value: '#34d3a0' },
          500: { value: '#10b985' },
          600: { value: '#05966c' },
          700: { value: '#04785a' },
          800: { value: '#065f49' },
          900: { value: '#064e3d' },
          950: { value: '#022c23' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's light defaults (red.500, green.600, orange.600, gray.400) stay under WCAG AA's 4.5:1 on
        // white: error text #ef4444 is 3.76:1. One step darker passes, also on bg.subtle.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.500}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // White on Chakra's solid red (red.600) is 4.3:1; red.700 passes (destructive buttons and badges).
        red: {
          solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.600}' } },
        },
      },
    },
    recipes: {
      // Chakra lightens a solid button on hover (its colour at 90 %): white on brand.700 then drops to 4.49:1.
      // A darker step keeps the hover state above WCAG AA's 4.5:1. (Not a brightness filter: it dims the white
      // label too, and axe reads the label as translucent: 4.06:1.) The app has no dark mode.
      button: {
        variants: {
          variant: { solid: { _hover: { bg: 'colorPalette.800' } } },
        },
      },
    },
    slotRecipes: {
      // White toast text reaches 4.5:1 only on the 700 shades (green.600 gives 3.3:1), and at full opacity:
      // the default 0.8 on descriptions blends them toward the background.
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            '&[data-type=success]': { bg: 'green.700' },
            '&[data-type=error]': { bg: 'red.700' },
            '&[data-type=warning]': { bg: 'orange.700' },
          },
          description: { opacity: '1' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, defaultTheme, config);
