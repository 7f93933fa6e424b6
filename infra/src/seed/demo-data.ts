import { type CategoryName, DEFAULT_CATEGORIES } from '@koalarent/core';
/**
 * The demo marketplace: who lives in it and what they lend. Plain data, so the seeder stays about
 * mechanics and the content can be read (and changed) on its own.
 */

export const DEMO_PASSWORD = 'KoalaDemo!2024';

export interface DemoUser {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  /** Owners list the items below; renters start with nothing so they can try renting. */
  kind: 'owner' | 'renter';
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'olivia.chen',
    fullName: 'Olivia Chen',
    email: 'olivia@koalarent.test',
    phone: '+61 412 345 678',
    kind: 'owner',
  },
  {
    username: 'liam.obrien',
    fullName: "Liam O'Brien",
    email: 'liam@koalarent.test',
    phone: '+61 423 456 789',
    kind: 'owner',
  },
  {
    username: 'priya.patel',
    fullName: 'Priya Patel',
    email: 'priya@koalarent.test',
    phone: '+61 434 567 890',
    kind: 'owner',
  },
  {
    username: 'jack.nguyen',
    fullName: 'Jack Nguyen',
    email: 'jack@koalarent.test',
    phone: '+61 445 678 901',
    kind: 'owner',
  },
  {
    username: 'mia.williams',
    fullName: 'Mia Williams',
    email: 'mia@koalarent.test',
    phone: '+61 456 789 012',
    kind: 'renter',
  },
  {
    username: 'noah.kowalski',
    fullName: 'Noah Kowalski',
    email: 'noah@koalarent.test',
    phone: '+61 467 890 123',
    kind: 'renter',
  },
];

export type { CategoryName } from '@koalarent/core';

/** The migration's six categories (spec §3); every demo item belongs to one of them. */
export const DEMO_CATEGORIES = DEFAULT_CATEGORIES;

export interface DemoPlace {
  name: string;
  latitude: number;
  longitude: number;
}

export const DEMO_PLACES: readonly DemoPlace[] = [
  { name: 'Surry Hills, Sydney NSW', latitude: -33.8861, longitude: 151.2111 },
  { name: 'Newtown, Sydney NSW', latitude: -33.8978, longitude: 151.1794 },
  { name: 'Bondi, Sydney NSW', latitude: -33.8915, longitude: 151.2767 },
  { name: 'Fitzroy, Melbourne VIC', latitude: -37.7984, longitude: 144.9784 },
  { name: 'St Kilda, Melbourne VIC', latitude: -37.8676, longitude: 144.9809 },
  { name: 'Brunswick, Melbourne VIC', latitude: -37.7667, longitude: 144.9617 },
  { name: 'West End, Brisbane QLD', latitude: -27.4818, longitude: 153.0085 },
  { name: 'Fremantle, Perth WA', latitude: -32.0569, longitude: 115.7439 },
  { name: 'Glenelg, Adelaide SA', latitude: -34.9799, longitude: 138.5156 },
  { name: 'Braddon, Canberra ACT', latitude: -35.2727, longitude: 149.1339 },
];

export interface DemoItem {
  title: string;
  description: string;
  category: CategoryName;
  /** Whole dollars per day (15–45); stored as cents. */
  pricePerDay: number;
  /** Whole dollars held as deposit (50–200); stored as cents. */
  deposit: number;
  quantity?: number;
}

export const DEMO_ITEMS: readonly DemoItem[] = [
  // Cameras
  {
    category: 'Cameras',
    title: 'Canon EOS R6 Mirrorless Camera',
    pricePerDay: 45,
    deposit: 200,
    description:
      'Full-frame mirrorless body with the RF 24-105mm f/4 lens, two batteries, charger and a 128 GB card. Great for weddings, events and low-light work.',
  },
  {
    category: 'Cameras',
    title: 'Sony A7 III with 28-70mm Kit Lens',
    pricePerDay: 40,
    deposit: 200,
    description:
      'Reliable full-frame all-rounder. Comes with strap, spare battery and a padded shoulder bag. Sensor cleaned before every rental.',
  },
  {
    category: 'Cameras',
    title: 'Fujifilm X-T4 Street Kit',
    pricePerDay: 35,
    deposit: 150,
    description:
      'X-T4 with the 23mm f/2 prime: light, quiet and lovely film simulations. Perfect for travel and street photography.',
  },
  {
    category: 'Cameras',
    title: 'GoPro HERO12 Black Adventure Bundle',
    pricePerDay: 20,
    deposit: 80,
    description:
      'Waterproof action cam with chest mount, head strap, floating hand grip and three batteries. Ready for the surf or the trail.',
  },
  {
    category: 'Cameras',
    title: 'DJI Mini 4 Pro Drone',
    pricePerDay: 42,
    deposit: 200,
    description:
      'Under 250 g, 4K HDR video and obstacle sensing. Includes the RC 2 controller and three batteries. Please check CASA rules before flying.',
  },
  {
    category: 'Cameras',
    title: 'Manfrotto Carbon Travel Tripod',
    pricePerDay: 15,
    deposit: 50,
    description:
      'Compact carbon-fibre tripod with ball head and quick-release plate. Folds to 40 cm, holds up to 8 kg.',
  },
  {
    category: 'Cameras',
    title: 'Godox Two-Light Portrait Kit',
    pricePerDay: 30,
    deposit: 120,
    description:
      'Two AD200 Pro flashes, softbox, umbrella, light stands and trigger for Canon, Sony and Fuji. Set up a home studio in minutes.',
  },
  // Electronics
  {
    category: 'Electronics',
    title: 'MacBook Pro 14" M3 Pro',
    pricePerDay: 45,
    deposit: 200,
    description:
      '18 GB RAM, 512 GB SSD, freshly reset with the latest macOS. Charger and USB-C hub included. Ideal for a short project or a visiting colleague.',
  },
  {
    category: 'Electronics',
    title: 'Epson Full HD Home Projector',
    pricePerDay: 28,
    deposit: 120,
    description:
      '3,500 lumens, HDMI and built-in speaker. Add the 100" fold-out screen for backyard movie nights.',
  },
  {
    category: 'Electronics',
    title: 'JBL PartyBox 310 Speaker',
    pricePerDay: 32,
    deposit: 150,
    description:
      'Big sound and light show with 18 hours of battery. Wheels and a handle make it easy to take to the park. Two microphone inputs.',
  },
  {
    category: 'Electronics',
    title: 'iPad Air with Apple Pencil',
    pricePerDay: 22,
    deposit: 120,
    description:
      '11" iPad Air (M2) with second-generation Pencil and a keyboard folio. Great for sketching, notes or keeping the kids busy on a trip.',
  },
  {
    category: 'Electronics',
    title: 'Rode Podcast Starter Kit',
    pricePerDay: 25,
    deposit: 100,
    description:
      'Two Rode PodMics, RodeCaster Duo, boom arms and headphones. Everything you need to record a two-person podcast.',
  },
  {
    category: 'Electronics',
    title: 'Meta Quest 3 VR Headset',
    pricePerDay: 30,
    deposit: 150,
    description:
      '512 GB model with Elite Strap and charging dock. A dozen games already installed. Lenses cleaned and face pad replaced between rentals.',
  },
  {
    category: 'Electronics',
    title: '27" 4K USB-C Monitor',
    pricePerDay: 18,
    deposit: 80,
    description:
      'LG UltraFine 4K with one-cable USB-C charging. A comfortable second screen for working from home or a conference booth.',
  },
  // Tools
  {
    category: 'Tools',
    title: 'Makita 18V Cordless Drill Set',
    pricePerDay: 15,
    deposit: 50,
    description:
      'Hammer drill and impact driver with two 5 Ah batteries, fast charger and a 70-piece bit set in a carry case.',
  },
  {
    category: 'Tools',
    title: 'Karcher Pressure Washer K5',
    pricePerDay: 28,
    deposit: 100,
    description:
      '145 bar with a patio cleaner attachment and 8 m hose. Brings decks, driveways and outdoor furniture back to life.',
  },
  {
    category: 'Tools',
    title: 'Bosch Laser Level with Tripod',
    pricePerDay: 20,
    deposit: 90,
    description:
      'Self-levelling cross-line laser, 30 m range, with a telescopic tripod. Hang shelves and tiles dead straight.',
  },
  {
    category: 'Tools',
    title: 'DeWalt Mitre Saw 254mm',
    pricePerDay: 35,
    deposit: 150,
    description:
      'Sliding compound mitre saw with a fresh 60-tooth blade and a folding stand. Ideal for skirting boards and decking.',
  },
  {
    category: 'Tools',
    title: 'Ryobi Hedge Trimmer and Blower Combo',
    pricePerDay: 18,
    deposit: 60,
    description:
      'Cordless 18V hedge trimmer (55 cm blade) and leaf blower sharing two batteries. Tidy the whole garden in an afternoon.',
  },
  {
    category: 'Tools',
    title: 'Aluminium Extension Ladder 5.4 m',
    pricePerDay: 16,
    deposit: 60,
    description:
      'Industrial-rated 150 kg extension ladder with rubber feet and a stand-off for gutters. Fits on a standard roof rack.',
  },
  {
    category: 'Tools',
    title: 'Festool Random Orbital Sander',
    pricePerDay: 30,
    deposit: 150,
    description:
      'ETS 150/3 sander with dust extractor and a pack of mixed-grit discs. Smooth, nearly dust-free finish for furniture restoration.',
  },
  // Bicycles
  {
    category: 'Bicycles',
    title: 'Giant Talon Hardtail Mountain Bike',
    pricePerDay: 30,
    deposit: 150,
    description:
      'Medium frame, 29" wheels, hydraulic disc brakes. Serviced monthly. Helmet, lock and a spare tube included.',
  },
  {
    category: 'Bicycles',
    title: 'Trek FX 3 Hybrid Commuter',
    pricePerDay: 22,
    deposit: 100,
    description:
      'Light carbon-fork hybrid with lights, rack and panniers. Large frame, suits riders 175–190 cm.',
  },
  {
    category: 'Bicycles',
    title: 'Gazelle Electric City Bike',
    pricePerDay: 45,
    deposit: 200,
    description:
      'Step-through e-bike with 80 km range, Bosch motor and integrated lock. The easiest way to explore the city without the hills.',
  },
  {
    category: 'Bicycles',
    title: 'Kids Bike 20" with Training Wheels',
    pricePerDay: 15,
    deposit: 50,
    description: 'Bright red 20" bike for ages 6–9 with removable training wheels and a matching helmet.',
  },
  {
    category: 'Bicycles',
    title: 'Thule Chariot Bike Trailer',
    pricePerDay: 25,
    deposit: 120,
    description:
      'Two-seat child trailer that converts to a jogging stroller. Rain cover and hitch for most bikes included.',
  },
  {
    category: 'Bicycles',
    title: 'Tern Cargo Bike',
    pricePerDay: 42,
    deposit: 200,
    description:
      'Electric long-tail cargo bike that carries two kids or a week of shopping. Includes panniers and a passenger kit.',
  },
  {
    category: 'Bicycles',
    title: 'Road Bike Carbon 56cm',
    pricePerDay: 35,
    deposit: 180,
    description:
      'Carbon road bike with Shimano 105 groupset, clipless pedals (SPD-SL) and two bottle cages. Ready for the weekend bunch ride.',
  },
  // Gaming
  {
    category: 'Gaming',
    title: 'PlayStation 5 with Two Controllers',
    pricePerDay: 30,
    deposit: 150,
    description:
      'Disc edition PS5, two DualSense controllers and five games including Spider-Man 2 and Gran Turismo 7.',
  },
  {
    category: 'Gaming',
    title: 'Nintendo Switch OLED Party Pack',
    pricePerDay: 25,
    deposit: 120,
    description:
      'Switch OLED, four Joy-Cons, Mario Kart 8 Deluxe and Super Smash Bros. Ultimate. A hit at every birthday party.',
  },
  {
    category: 'Gaming',
    title: 'Xbox Series X Bundle',
    pricePerDay: 28,
    deposit: 150,
    description:
      'Series X with two controllers and a month of Game Pass Ultimate on the console. 4K HDMI cable included.',
  },
  {
    category: 'Gaming',
    title: 'Steam Deck OLED 1TB',
    pricePerDay: 22,
    deposit: 120,
    description:
      'Handheld PC gaming with a carry case and a dock for TV play. Log in with your own Steam account.',
  },
  {
    category: 'Gaming',
    title: 'Retro Arcade Cabinet',
    pricePerDay: 40,
    deposit: 200,
    description:
      'Two-player upright cabinet with classic arcade games. Needs a van or ute to move; happy to help load it.',
  },
  {
    category: 'Gaming',
    title: 'Racing Wheel and Pedals Rig',
    pricePerDay: 26,
    deposit: 120,
    description:
      'Logitech G923 wheel with pedals and gear shifter on a foldable cockpit stand. Works with PS5 and PC.',
  },
  // Outdoor
  {
    category: 'Outdoor',
    title: '4-Person Family Dome Tent',
    pricePerDay: 20,
    deposit: 80,
    description:
      'Waterproof dome tent with two rooms, vestibule and footprint. Pitches in ten minutes. Returned clean and dry, please.',
  },
  {
    category: 'Outdoor',
    title: 'Inflatable Stand-Up Paddle Board',
    pricePerDay: 35,
    deposit: 150,
    description:
      '10\'6" iSUP with pump, adjustable paddle, leash and dry bag. Stable enough for beginners and kids.',
  },
  {
    category: 'Outdoor',
    title: 'Weber Portable Gas BBQ',
    pricePerDay: 18,
    deposit: 60,
    description:
      'Weber Q1200 with a full gas bottle and a folding cart. Cleaned after every rental, ready for the beach or park.',
  },
  {
    category: 'Outdoor',
    title: 'Two-Person Sea Kayak',
    pricePerDay: 45,
    deposit: 200,
    description:
      'Stable tandem sit-on-top kayak with two paddles, life jackets and a roof-rack kit. Lovely for calm bays and rivers.',
  },
  {
    category: 'Outdoor',
    title: '65L Hiking Backpack with Rain Cover',
    pricePerDay: 15,
    deposit: 50,
    description:
      'Osprey Aether 65 with adjustable harness, hip-belt pockets and rain cover. Fits torso lengths 43–53 cm.',
  },
  {
    category: 'Outdoor',
    title: 'Camping Kitchen Kit',
    pricePerDay: 16,
    deposit: 60,
    description:
      'Two-burner stove, cookware set, cutlery for four, a collapsible sink and a 40 L cooler. Everything but the food.',
  },
  {
    category: 'Outdoor',
    title: 'Snorkelling Set for Four',
    pricePerDay: 17,
    deposit: 50,
    description:
      'Masks, snorkels and fins in sizes S–XL plus a mesh carry bag. Disinfected after every rental.',
    quantity: 2,
  },
];
