import {
  type CategoryName,
  type CurrencyCode,
  DEFAULT_CATEGORIES,
  type OnboardingAnswers,
} from '@koalarent/core';

/**
 * The demo marketplace: who lives in it, where, and what they lend. Plain data, so the seeder stays about
 * mechanics (see plan.ts) and the content can be read (and changed) on its own.
 */

export const DEMO_PASSWORD = 'KoalaDemo!2024';

type DemoCityName = 'Sydney' | 'Melbourne' | 'London';

export interface DemoUser {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  /** Owners list the items below; renters start with favourites only, so they can try renting. */
  kind: 'owner' | 'renter';
  city: DemoCityName;
  /** The currency this member prices in, and one they sometimes use instead. */
  currency: CurrencyCode;
  otherCurrency: CurrencyCode;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'olivia.chen',
    fullName: 'Olivia Chen',
    email: 'olivia@koalarent.test',
    phone: '+61 412 345 678',
    kind: 'owner',
    city: 'Sydney',
    currency: 'AUD',
    otherCurrency: 'USD',
  },
  {
    username: 'liam.obrien',
    fullName: "Liam O'Brien",
    email: 'liam@koalarent.test',
    phone: '+61 423 456 789',
    kind: 'owner',
    city: 'Sydney',
    currency: 'AUD',
    otherCurrency: 'USD',
  },
  {
    username: 'priya.patel',
    fullName: 'Priya Patel',
    email: 'priya@koalarent.test',
    phone: '+61 434 567 890',
    kind: 'owner',
    city: 'Melbourne',
    currency: 'AUD',
    otherCurrency: 'USD',
  },
  {
    username: 'jack.nguyen',
    fullName: 'Jack Nguyen',
    email: 'jack@koalarent.test',
    phone: '+61 445 678 901',
    kind: 'owner',
    city: 'Melbourne',
    currency: 'AUD',
    otherCurrency: 'CAD',
  },
  {
    username: 'ethan.walker',
    fullName: 'Ethan Walker',
    email: 'ethan@koalarent.test',
    phone: '+1 415 555 0134',
    kind: 'owner',
    city: 'Sydney',
    currency: 'USD',
    otherCurrency: 'AUD',
  },
  {
    username: 'sofia.rossi',
    fullName: 'Sofia Rossi',
    email: 'sofia@koalarent.test',
    phone: '+61 456 111 222',
    kind: 'owner',
    city: 'Melbourne',
    currency: 'AUD',
    otherCurrency: 'EUR',
  },
  {
    username: 'amelia.hughes',
    fullName: 'Amelia Hughes',
    email: 'amelia@koalarent.test',
    phone: '+44 7700 900123',
    kind: 'owner',
    city: 'London',
    currency: 'GBP',
    otherCurrency: 'EUR',
  },
  {
    username: 'oliver.bennett',
    fullName: 'Oliver Bennett',
    email: 'oliver@koalarent.test',
    phone: '+44 7700 900456',
    kind: 'owner',
    city: 'London',
    currency: 'GBP',
    otherCurrency: 'USD',
  },
  {
    username: 'chloe.dubois',
    fullName: 'Chloé Dubois',
    email: 'chloe@koalarent.test',
    phone: '+44 7700 900789',
    kind: 'owner',
    city: 'London',
    currency: 'EUR',
    otherCurrency: 'GBP',
  },
  {
    username: 'mia.williams',
    fullName: 'Mia Williams',
    email: 'mia@koalarent.test',
    phone: '+61 456 789 012',
    kind: 'renter',
    city: 'Sydney',
    currency: 'AUD',
    otherCurrency: 'AUD',
  },
  {
    username: 'noah.kowalski',
    fullName: 'Noah Kowalski',
    email: 'noah@koalarent.test',
    phone: '+44 7700 900321',
    kind: 'renter',
    city: 'London',
    currency: 'GBP',
    otherCurrency: 'GBP',
  },
];

/**
 * The demo members are established members, so none of them meets the first-time wizard: the two renters answered
 * the onboarding questions (their home page shows recommendations from these answers), the owners skipped them.
 * A newly registered member sees the wizard.
 */
export const DEMO_ONBOARDING: Readonly<Record<string, OnboardingAnswers>> = {
  'mia.williams': {
    primaryGoal: 'rent',
    preferredCategories: ['cameras', 'sports'],
    interests: ['Photography', 'Travel', 'Outdoor Activities'],
    budgetMin: 10,
    budgetMax: 100,
    experience: 'intermediate',
    location: 'Sydney',
    communicationStyle: 'friendly',
    availability: ['Weekends', 'Evenings'],
  },
  'noah.kowalski': {
    primaryGoal: 'rent',
    preferredCategories: ['tools', 'music'],
    interests: ['DIY Projects', 'Home Improvement', 'Music Production'],
    budgetMin: 20,
    budgetMax: 150,
    experience: 'beginner',
    location: 'London',
    communicationStyle: 'casual',
    availability: ['Weekdays', 'Evenings'],
  },
};

export type { CategoryName } from '@koalarent/core';

/** The migration's six categories (spec §3); every demo item belongs to one of them. */
export const DEMO_CATEGORIES = DEFAULT_CATEGORIES;

export interface DemoPlace {
  /** The neighbourhood; listings show "Suburb, City". */
  suburb: string;
  latitude: number;
  longitude: number;
}

export interface DemoCity {
  name: DemoCityName;
  latitude: number;
  longitude: number;
  /** Neighbourhoods within about 25 km of the centre, so a radius search around the city finds them all. */
  places: readonly DemoPlace[];
}

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    name: 'Sydney',
    latitude: -33.8688,
    longitude: 151.2093,
    places: [
      { suburb: 'Surry Hills', latitude: -33.8861, longitude: 151.2111 },
      { suburb: 'Newtown', latitude: -33.8978, longitude: 151.1794 },
      { suburb: 'Bondi', latitude: -33.8915, longitude: 151.2767 },
      { suburb: 'Manly', latitude: -33.7969, longitude: 151.284 },
      { suburb: 'Glebe', latitude: -33.8798, longitude: 151.1854 },
      { suburb: 'Marrickville', latitude: -33.911, longitude: 151.155 },
      { suburb: 'Coogee', latitude: -33.92, longitude: 151.255 },
      { suburb: 'Chatswood', latitude: -33.7969, longitude: 151.1803 },
      { suburb: 'Balmain', latitude: -33.859, longitude: 151.179 },
      { suburb: 'Parramatta', latitude: -33.815, longitude: 151.0011 },
    ],
  },
  {
    name: 'Melbourne',
    latitude: -37.8136,
    longitude: 144.9631,
    places: [
      { suburb: 'Fitzroy', latitude: -37.7984, longitude: 144.9784 },
      { suburb: 'St Kilda', latitude: -37.8676, longitude: 144.9809 },
      { suburb: 'Brunswick', latitude: -37.7667, longitude: 144.9617 },
      { suburb: 'Richmond', latitude: -37.823, longitude: 144.998 },
      { suburb: 'Footscray', latitude: -37.8, longitude: 144.9 },
      { suburb: 'Carlton', latitude: -37.8001, longitude: 144.9671 },
      { suburb: 'South Yarra', latitude: -37.839, longitude: 144.992 },
      { suburb: 'Collingwood', latitude: -37.802, longitude: 144.988 },
      { suburb: 'Williamstown', latitude: -37.86, longitude: 144.897 },
      { suburb: 'Box Hill', latitude: -37.819, longitude: 145.122 },
    ],
  },
  {
    name: 'London',
    latitude: 51.5074,
    longitude: -0.1278,
    places: [
      { suburb: 'Camden', latitude: 51.539, longitude: -0.1426 },
      { suburb: 'Shoreditch', latitude: 51.526, longitude: -0.078 },
      { suburb: 'Brixton', latitude: 51.4613, longitude: -0.1156 },
      { suburb: 'Islington', latitude: 51.5362, longitude: -0.1033 },
      { suburb: 'Hackney', latitude: 51.545, longitude: -0.0553 },
      { suburb: 'Clapham', latitude: 51.462, longitude: -0.138 },
      { suburb: 'Greenwich', latitude: 51.4826, longitude: 0.0077 },
      { suburb: 'Notting Hill', latitude: 51.509, longitude: -0.196 },
      { suburb: 'Peckham', latitude: 51.474, longitude: -0.069 },
      { suburb: 'Wimbledon', latitude: 51.4214, longitude: -0.2064 },
    ],
  },
];

export interface DemoProduct {
  category: CategoryName;
  title: string;
  /** What the picture shows (its caption); products of one kind share pictures. */
  kind: string;
  /** Per day, in the listing's currency (15–45, spec §9 sample data). */
  pricePerDay: number;
  /** Held as deposit, in the listing's currency (50–200). */
  deposit: number;
  description: string;
  quantity?: number;
}

type Row = [title: string, kind: string, pricePerDay: number, deposit: number, description: string];

const rows = (category: CategoryName, list: Row[]): DemoProduct[] =>
  list.map(([title, kind, pricePerDay, deposit, description]) => ({
    category,
    title,
    kind,
    pricePerDay,
    deposit,
    description,
  }));

/** Real-sounding gear, about seventeen per category; the plan lists most of them twice, in different cities. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ...rows('Cameras', [
    [
      'Canon EOS R6 Mirrorless Camera',
      'Mirrorless camera',
      45,
      200,
      'Full-frame mirrorless body with the RF 24-105mm f/4 lens, two batteries, charger and a 128 GB card. Great for weddings, events and low-light work.',
    ],
    [
      'Sony A7 III with 28-70mm Kit Lens',
      'Mirrorless camera',
      40,
      200,
      'Reliable full-frame all-rounder. Comes with strap, spare battery and a padded shoulder bag. Sensor cleaned before every rental.',
    ],
    [
      'Fujifilm X-T4 Street Kit',
      'Mirrorless camera',
      35,
      150,
      'X-T4 with the 23mm f/2 prime: light, quiet and lovely film simulations. Perfect for travel and street photography.',
    ],
    [
      'Nikon Z6 II Body',
      'Mirrorless camera',
      38,
      180,
      'Dual card slots, 4K60 video and excellent autofocus. FTZ adapter included so your F-mount lenses fit too.',
    ],
    [
      'Canon EOS 5D Mark IV DSLR',
      'DSLR camera',
      36,
      180,
      'The classic wedding workhorse with battery grip, two batteries and a 64 GB CF card. Shutter count under 40k.',
    ],
    [
      'GoPro HERO12 Black Adventure Bundle',
      'Action camera',
      20,
      80,
      'Waterproof action cam with chest mount, head strap, floating hand grip and three batteries. Ready for the surf or the trail.',
    ],
    [
      'Insta360 X3 360° Camera',
      'Action camera',
      22,
      90,
      'Shoot everything around you and frame it later. Invisible selfie stick and dive case included.',
    ],
    [
      'DJI Mini 4 Pro Drone',
      'Drone',
      42,
      200,
      'Under 250 g, 4K HDR video and obstacle sensing. Includes the RC 2 controller and three batteries. Check local flying rules first.',
    ],
    [
      'DJI Air 3 Fly More Combo',
      'Drone',
      45,
      200,
      'Dual cameras (wide and 3× tele), three batteries, charging hub and ND filters. Smooth, cinematic aerials.',
    ],
    [
      'Sigma 35mm f/1.4 Art Lens (Sony E)',
      'Camera lens',
      18,
      90,
      'Tack-sharp fast prime for portraits and low light. Front and rear caps, hood and a soft pouch.',
    ],
    [
      'Canon RF 70-200mm f/2.8 Telephoto',
      'Camera lens',
      32,
      200,
      'Compact pro telephoto for sport, wildlife and ceremonies. Image stabilised, weather sealed.',
    ],
    [
      'Manfrotto Carbon Travel Tripod',
      'Tripod',
      15,
      50,
      'Compact carbon-fibre tripod with ball head and quick-release plate. Folds to 40 cm, holds up to 8 kg.',
    ],
    [
      'Godox Two-Light Portrait Kit',
      'Studio lighting',
      30,
      120,
      'Two AD200 Pro flashes, softbox, umbrella, light stands and trigger for Canon, Sony and Fuji. Set up a home studio in minutes.',
    ],
    [
      'Aputure LED Video Light Kit',
      'Studio lighting',
      28,
      120,
      'Two Amaran 200d lights with softboxes and stands. Daylight balanced, silent fans, app control.',
    ],
    [
      'Fujifilm Instax Wide Party Camera',
      'Instant camera',
      15,
      50,
      'The café-wedding favourite: instant prints for guest books. Comes with two packs of film (20 shots).',
    ],
    [
      'Blackmagic Pocket Cinema Camera 6K',
      'Cinema camera',
      45,
      200,
      'Raw video in a small body. Cage, top handle, two batteries and a 1 TB SSD for recording.',
    ],
    [
      'DJI RS 3 Gimbal Stabiliser',
      'Gimbal',
      25,
      120,
      'Three-axis gimbal for mirrorless cameras up to 3 kg. Quick-release plates and a briefcase handle.',
    ],
  ]),
  ...rows('Electronics', [
    [
      'MacBook Pro 14" M3 Pro',
      'Laptop',
      45,
      200,
      '18 GB RAM, 512 GB SSD, freshly reset with the latest macOS. Charger and USB-C hub included. Ideal for a short project or a visiting colleague.',
    ],
    [
      'Dell XPS 13 Ultrabook',
      'Laptop',
      30,
      150,
      'Light Windows laptop with a sharp 13" screen, 16 GB RAM and USB-C dock. Reset between rentals.',
    ],
    [
      'Epson Full HD Home Projector',
      'Projector',
      28,
      120,
      '3,500 lumens, HDMI and built-in speaker. Add the 100" fold-out screen for backyard movie nights.',
    ],
    [
      'Outdoor Cinema Kit with 120" Screen',
      'Projector',
      40,
      200,
      'Bright 1080p projector, inflatable 120" screen, Bluetooth speaker and streaming stick. Open-air cinema for the whole street.',
    ],
    [
      'JBL PartyBox 310 Speaker',
      'Party speaker',
      32,
      150,
      'Big sound and light show with 18 hours of battery. Wheels and a handle make it easy to take to the park. Two microphone inputs.',
    ],
    [
      'Bose S1 Pro PA System',
      'Party speaker',
      30,
      150,
      'Portable PA for talks, buskers and parties. Battery powered with a built-in mixer and a wireless mic.',
    ],
    [
      'iPad Air with Apple Pencil',
      'Tablet',
      22,
      120,
      '11" iPad Air (M2) with second-generation Pencil and a keyboard folio. Great for sketching, notes or keeping the kids busy on a trip.',
    ],
    [
      'Samsung Galaxy Tab S9 Kit',
      'Tablet',
      18,
      100,
      'Android tablet with S Pen and keyboard cover. Good for presentations, reading and video calls.',
    ],
    [
      'Rode Podcast Starter Kit',
      'Podcast kit',
      25,
      100,
      'Two Rode PodMics, RodeCaster Duo, boom arms and headphones. Everything you need to record a two-person podcast.',
    ],
    [
      'Meta Quest 3 VR Headset',
      'VR headset',
      30,
      150,
      '512 GB model with Elite Strap and charging dock. A dozen games already installed. Lenses cleaned and face pad replaced between rentals.',
    ],
    [
      '27" 4K USB-C Monitor',
      'Monitor',
      18,
      80,
      'LG UltraFine 4K with one-cable USB-C charging. A comfortable second screen for working from home or a conference booth.',
    ],
    [
      'Pioneer DDJ-FLX4 DJ Controller',
      'DJ controller',
      24,
      100,
      'Two-deck controller that works with rekordbox and Serato. Headphones and cables included.',
    ],
    [
      'Sony WH-1000XM5 Headphones',
      'Headphones',
      15,
      60,
      'Best-in-class noise cancelling for a long flight or a noisy office. New ear pads fitted for each renter.',
    ],
    [
      'EcoFlow River 2 Power Station',
      'Power station',
      20,
      100,
      'Portable 512 Wh battery with AC, USB-C and car outlets. Runs a fridge, lights and laptops at the campsite.',
    ],
    [
      'Nespresso Crème Coffee Machine',
      'Coffee machine',
      15,
      60,
      'Espresso and milk frother for a weekend away or an office event. Café-style crème in thirty seconds; capsules not included.',
    ],
    [
      'Canon Selphy Photo Printer',
      'Photo printer',
      15,
      50,
      'Print 4×6 photos straight from a phone at parties and markets. Includes paper and ink for 54 prints.',
    ],
    [
      'Kindle Paperwhite Travel Bundle',
      'E-reader',
      15,
      50,
      'Waterproof e-reader with warm light and a cover. Bring your own account or read the classics already on it.',
    ],
  ]),
  ...rows('Tools', [
    [
      'Makita 18V Cordless Drill Set',
      'Cordless drill',
      15,
      50,
      'Hammer drill and impact driver with two 5 Ah batteries, fast charger and a 70-piece bit set in a carry case.',
    ],
    [
      'Milwaukee M18 Rotary Hammer',
      'Cordless drill',
      28,
      150,
      'SDS-plus hammer for drilling into brick and concrete. Two batteries and a set of masonry bits.',
    ],
    [
      'Karcher Pressure Washer K5',
      'Pressure washer',
      28,
      100,
      '145 bar with a patio cleaner attachment and 8 m hose. Brings decks, driveways and outdoor furniture back to life.',
    ],
    [
      'Bosch Laser Level with Tripod',
      'Laser level',
      20,
      90,
      'Self-levelling cross-line laser, 30 m range, with a telescopic tripod. Hang shelves and tiles dead straight.',
    ],
    [
      'DeWalt Mitre Saw 254mm',
      'Mitre saw',
      35,
      150,
      'Sliding compound mitre saw with a fresh 60-tooth blade and a folding stand. Ideal for skirting boards and decking.',
    ],
    [
      'Makita Circular Saw 185mm',
      'Circular saw',
      20,
      90,
      'Corded circular saw with a sharp blade and a guide rail. Rip sheets of ply straight and fast.',
    ],
    [
      'Ryobi Hedge Trimmer and Blower Combo',
      'Garden tools',
      18,
      60,
      'Cordless 18V hedge trimmer (55 cm blade) and leaf blower sharing two batteries. Tidy the whole garden in an afternoon.',
    ],
    [
      'Honda Self-Propelled Lawn Mower',
      'Lawn mower',
      30,
      120,
      'Petrol mower with a catcher and mulching plug. Serviced every season, starts first pull.',
    ],
    [
      'Aluminium Extension Ladder 5.4 m',
      'Ladder',
      16,
      60,
      'Industrial-rated 150 kg extension ladder with rubber feet and a stand-off for gutters. Fits on a standard roof rack.',
    ],
    [
      'Festool Random Orbital Sander',
      'Sander',
      30,
      150,
      'ETS 150/3 sander with dust extractor and a pack of mixed-grit discs. Smooth, nearly dust-free finish for furniture restoration.',
    ],
    [
      'Floor Sander with Edger',
      'Sander',
      45,
      200,
      'Drum floor sander and edger for restoring timber floors. Sandpaper sold separately or bring your own.',
    ],
    [
      'Rubi Tile Cutter 650mm',
      'Tile cutter',
      18,
      80,
      'Manual tile cutter for porcelain and ceramic up to 65 cm. Fresh scoring wheel.',
    ],
    [
      'Rug Doctor Carpet Cleaner',
      'Carpet cleaner',
      25,
      90,
      'Deep-clean carpets and upholstery before moving out. Hose and upholstery tool included.',
    ],
    [
      'Wagner Wallpaper Steamer',
      'Wallpaper steamer',
      15,
      50,
      'Strips old wallpaper in half the time. Two steam plates and a scraper.',
    ],
    [
      'Wet and Dry Shop Vacuum 30L',
      'Shop vacuum',
      15,
      50,
      'Powerful workshop vacuum for sawdust, water and renovation mess. Blower mode and a long hose.',
    ],
    [
      'Concrete Mixer 140L',
      'Concrete mixer',
      35,
      150,
      'Electric mixer on wheels for footings, paths and post holes. Cleaned after each use.',
    ],
    [
      'Stihl Petrol Chainsaw',
      'Chainsaw',
      40,
      200,
      '18" bar, freshly sharpened chain, chaps and visor included. Experienced users only, please.',
    ],
  ]),
  ...rows('Bicycles', [
    [
      'Giant Talon Hardtail Mountain Bike',
      'Mountain bike',
      30,
      150,
      'Medium frame, 29" wheels, hydraulic disc brakes. Serviced monthly. Helmet, lock and a spare tube included.',
    ],
    [
      'Specialized Stumpjumper Full Suspension',
      'Mountain bike',
      45,
      200,
      'Trail bike with 140 mm travel and a dropper post. Large frame. Tubeless set-up, pump included.',
    ],
    [
      'Trek FX 3 Hybrid Commuter',
      'Hybrid bike',
      22,
      100,
      'Light carbon-fork hybrid with lights, rack and panniers. Large frame, suits riders 175–190 cm.',
    ],
    [
      'Brompton Folding Bike',
      'Folding bike',
      28,
      150,
      'Folds in twenty seconds to ride and take the train. Front bag and lock included.',
    ],
    [
      'Gazelle Electric City Bike',
      'E-bike',
      45,
      200,
      'Step-through e-bike with 80 km range, Bosch motor and integrated lock. The easiest way to explore the city without the hills.',
    ],
    [
      'VanMoof S3 E-Bike',
      'E-bike',
      40,
      200,
      'Sleek electric commuter with automatic gears and theft tracking. Charger and app walkthrough provided.',
    ],
    [
      'Kids Bike 20" with Training Wheels',
      'Kids bike',
      15,
      50,
      'Bright red 20" bike for ages 6–9 with removable training wheels and a matching helmet.',
    ],
    [
      'Balance Bike for Toddlers',
      'Kids bike',
      15,
      50,
      'Wooden balance bike for ages 2–4 with an adjustable seat. The gentlest way to learn.',
    ],
    [
      'Thule Chariot Bike Trailer',
      'Bike trailer',
      25,
      120,
      'Two-seat child trailer that converts to a jogging stroller. Rain cover and hitch for most bikes included.',
    ],
    [
      'Tern Cargo Bike',
      'Cargo bike',
      42,
      200,
      'Electric long-tail cargo bike that carries two kids or a week of shopping. Includes panniers and a passenger kit.',
    ],
    [
      'Urban Arrow Family Cargo Bike',
      'Cargo bike',
      45,
      200,
      'Front-box e-cargo bike with a rain tent and two seat belts. School run and big shop in one trip.',
    ],
    [
      'Road Bike Carbon 56cm',
      'Road bike',
      35,
      180,
      'Carbon road bike with Shimano 105 groupset, clipless pedals (SPD-SL) and two bottle cages. Ready for the weekend bunch ride.',
    ],
    [
      'Cannondale Topstone Gravel Bike',
      'Gravel bike',
      32,
      150,
      'Gravel bike with 40 mm tyres, frame bags and lights. Made for rail trails and bikepacking.',
    ],
    [
      'Tandem Bicycle for Two',
      'Tandem',
      30,
      120,
      'Classic tandem with a comfy upright position. Great for a day on the coast path.',
    ],
    [
      'Thule Tow-Bar Bike Rack (3 bikes)',
      'Bike rack',
      20,
      100,
      'Tilting rack for three bikes with lights and number-plate holder. Locks included.',
    ],
    [
      'Indoor Smart Trainer',
      'Smart trainer',
      22,
      120,
      'Wahoo KICKR Core direct-drive trainer; works with Zwift. Cassette fitted for 11-speed.',
    ],
    [
      'Electric Scooter Xiaomi Pro 2',
      'E-scooter',
      18,
      80,
      '45 km range, front light and bell. Helmet included; follow the local rules where you ride.',
    ],
  ]),
  ...rows('Gaming', [
    [
      'PlayStation 5 with Two Controllers',
      'Console',
      30,
      150,
      'Disc edition PS5, two DualSense controllers and five games including Spider-Man 2 and Gran Turismo 7.',
    ],
    [
      'Nintendo Switch OLED Party Pack',
      'Console',
      25,
      120,
      'Switch OLED, four Joy-Cons, Mario Kart 8 Deluxe and Super Smash Bros. Ultimate. A hit at every birthday party.',
    ],
    [
      'Xbox Series X Bundle',
      'Console',
      28,
      150,
      'Series X with two controllers and a month of Game Pass Ultimate on the console. 4K HDMI cable included.',
    ],
    [
      'Nintendo Switch with Pokémon Games',
      'Console',
      20,
      100,
      'Switch with Pokémon Scarlet and Pokémon Legends: Arceus plus a carry case. Made for long car trips.',
    ],
    [
      'Steam Deck OLED 1TB',
      'Handheld console',
      22,
      120,
      'Handheld PC gaming with a carry case and a dock for TV play. Log in with your own Steam account.',
    ],
    [
      'ROG Ally Handheld',
      'Handheld console',
      20,
      100,
      'Windows handheld that runs Game Pass and Steam. Case and 65 W charger included.',
    ],
    [
      'Retro Arcade Cabinet',
      'Arcade cabinet',
      40,
      200,
      'Two-player upright cabinet with classic arcade games. Needs a van or ute to move; happy to help load it.',
    ],
    [
      'Tabletop Arcade Machine',
      'Arcade cabinet',
      18,
      80,
      'Bartop arcade with two sets of sticks and hundreds of retro classics. Fits on any table.',
    ],
    [
      'Racing Wheel and Pedals Rig',
      'Racing rig',
      26,
      120,
      'Logitech G923 wheel with pedals and gear shifter on a foldable cockpit stand. Works with PS5 and PC.',
    ],
    [
      'Flight Simulator HOTAS Set',
      'Racing rig',
      18,
      80,
      'Thrustmaster joystick, throttle and rudder pedals for Microsoft Flight Simulator on PC or Xbox.',
    ],
    [
      'Gaming PC RTX 4070',
      'Gaming PC',
      45,
      200,
      'Ryzen 7 tower with RTX 4070, 32 GB RAM and 2 TB SSD. Keyboard, mouse and 27" 165 Hz monitor included.',
    ],
    [
      'Catan and Ticket to Ride Board Game Night',
      'Board games',
      15,
      50,
      'Catan with Seafarers, Ticket to Ride Europe and Codenames. All pieces counted after each rental.',
    ],
    [
      'Dungeons & Dragons Starter Table',
      'Board games',
      15,
      50,
      'Starter set, dice for six, a game-master screen and printed maps. Perfect for a first campaign.',
    ],
    [
      'PlayStation VR2 with Horizon',
      'VR headset',
      28,
      150,
      'PS VR2 with Sense controllers and Horizon Call of the Mountain. Needs a PS5 (rent ours too).',
    ],
    [
      'Nintendo 64 Retro Bundle',
      'Retro console',
      20,
      100,
      'Original N64 with four controllers, GoldenEye, Mario Kart 64 and Zelda. HDMI adapter for modern TVs.',
    ],
    [
      'Sega Mega Drive Mini Collection',
      'Retro console',
      15,
      50,
      'Mini console with 40 built-in classics and two six-button pads. Plug into any TV.',
    ],
    [
      'Dance Mat and Just Dance Pack',
      'Party game',
      15,
      60,
      'Two dance mats, Just Dance 2024 for Switch and a ring-light. Instant party, no skill required.',
    ],
  ]),
  ...rows('Outdoor', [
    [
      '4-Person Family Dome Tent',
      'Tent',
      20,
      80,
      'Waterproof dome tent with two rooms, vestibule and footprint. Pitches in ten minutes. Returned clean and dry, please.',
    ],
    [
      'Coleman 6-Person Cabin Tent',
      'Tent',
      28,
      120,
      'Tall cabin tent with a screened porch and blackout bedrooms. Room for a family and all their gear.',
    ],
    [
      'Ultralight 2-Person Hiking Tent',
      'Tent',
      22,
      100,
      'Under 1.4 kg with poles and pegs. Made for multi-day walks and bikepacking.',
    ],
    [
      'Inflatable Stand-Up Paddle Board',
      'Paddle board',
      35,
      150,
      '10\'6" iSUP with pump, adjustable paddle, leash and dry bag. Stable enough for beginners and kids.',
    ],
    [
      'Weber Portable Gas BBQ',
      'BBQ',
      18,
      60,
      'Weber Q1200 with a full gas bottle and a folding cart. Cleaned after every rental, ready for the beach or park.',
    ],
    [
      'Two-Person Sea Kayak',
      'Kayak',
      45,
      200,
      'Stable tandem sit-on-top kayak with two paddles, life jackets and a roof-rack kit. Lovely for calm bays and rivers.',
    ],
    [
      'Inflatable Kayak for One',
      'Kayak',
      25,
      100,
      'Packs into a backpack; pump, paddle and life jacket included. Great for lakes and slow rivers.',
    ],
    [
      '65L Hiking Backpack with Rain Cover',
      'Backpack',
      15,
      50,
      'Osprey Aether 65 with adjustable harness, hip-belt pockets and rain cover. Fits torso lengths 43–53 cm.',
    ],
    [
      'Camping Kitchen Kit',
      'Camp kitchen',
      16,
      60,
      'Two-burner stove, cookware set, cutlery for four, a collapsible sink and a 40 L cooler. Everything but the food.',
    ],
    [
      'Dometic 12V Camping Fridge',
      'Camp kitchen',
      25,
      120,
      '40 L compressor fridge-freezer that runs from the car or a power station. Cold drinks on day five.',
    ],
    [
      'Snorkelling Set for Four',
      'Snorkel gear',
      17,
      50,
      'Masks, snorkels and fins in sizes S–XL plus a mesh carry bag. Disinfected after every rental.',
    ],
    [
      'Helinox Camping Chairs (Pair)',
      'Camping chairs',
      15,
      50,
      'Two lightweight chairs that pack smaller than a water bottle. Comfortable around the fire.',
    ],
    [
      'Soft-Top Surfboard 8ft',
      'Surfboard',
      20,
      80,
      'Forgiving foam board for learners, leash and wax included. Wetsuit available on request.',
    ],
    [
      'Down Sleeping Bag -5°C',
      'Sleeping bag',
      15,
      60,
      'Warm mummy bag with a compression sack and a liner. Washed after every rental.',
    ],
    [
      'Pop-Up Gazebo 3×3 m',
      'Gazebo',
      18,
      60,
      'Instant shade for markets, sport days and picnics. Side walls, weights and a wheeled bag.',
    ],
    [
      'Après-Ski Snowboard Package',
      'Snowboard',
      35,
      150,
      'Burton board with bindings, boots (size 10) and a bag. Waxed and edged before every trip.',
    ],
    [
      'Rooftop Cargo Box 420L',
      'Roof box',
      25,
      120,
      "Thule Motion box with locks, fits most roof bars. Take the whole family's luggage on the road.",
    ],
  ]),
];

/** A few lines owners add, so two listings of one product never read the same. */
export const OWNER_NOTES: readonly string[] = [
  'Pick-up from {suburb}, weekday evenings and weekends.',
  'Happy to show you how everything works at pick-up in {suburb}.',
  'Can drop off around {suburb} for a small fee.',
  'Cleaned and checked after every rental.',
  'Flexible times: message me and we will sort something out.',
  'Long-term rentals welcome, ask about a weekly price.',
  'Returns after 7 pm are fine if you let me know beforehand.',
  'Everything fits in a small car boot.',
];

/** Why the one rejected demo listing was refused; the admin writes such a reason. */
export const DEMO_REJECTION_REASON =
  'The photos show a different model than the title. Please upload pictures of the actual item and resubmit.';
