/**
 * Demo catalogue for Mzansi Stream.
 *
 * Everything here is fictional demo data: the titles, stories, characters and people are invented for
 * this app, and any resemblance to real productions or persons is coincidental. Real places are used
 * only as settings.
 */
import type { SeedGenre, SeedTitle } from './seed-types';

export const GENRES: SeedGenre[] = [
  {
    slug: 'drama',
    name: 'Drama',
    description: 'Family sagas, hard choices and big emotions from every corner of Mzansi.',
  },
  {
    slug: 'comedy',
    name: 'Comedy',
    description: 'Warm, sharp and proudly local stories that will have the whole household laughing.',
  },
  {
    slug: 'thriller',
    name: 'Thriller',
    description: 'Edge-of-the-couch suspense, from Karoo back roads to Durban docks after midnight.',
  },
  {
    slug: 'crime',
    name: 'Crime',
    description: 'Detectives, fixers and heists played out on the streets of our cities and small towns.',
  },
  {
    slug: 'romance',
    name: 'Romance',
    description: 'Love stories that cross languages, provinces and family expectations.',
  },
  {
    slug: 'action',
    name: 'Action',
    description: 'Fists, chases and rooftop pursuits with a heartbeat that never slows down.',
  },
  {
    slug: 'family',
    name: 'Family',
    description: 'Stories for gogo, the kids and everyone in between to watch together.',
  },
  {
    slug: 'horror',
    name: 'Horror',
    description: 'Whispering winds, watchful koppies and the things that wait in the dark.',
  },
  {
    slug: 'music',
    name: 'Music & Arts',
    description: 'Maskandi, amapiano, jazz, dance and craft, told by the people who make them.',
  },
  {
    slug: 'history',
    name: 'History',
    description: 'The people, places and turning points that shaped South Africa.',
  },
  {
    slug: 'nature',
    name: 'Nature & Wildlife',
    description: 'From the Kruger to the fynbos and the sardine run, the wild side of the country.',
  },
  {
    slug: 'sport',
    name: 'Sport',
    description: 'Boxers, runners, riders and rugby clubs chasing glory on their own terms.',
  },
  {
    slug: 'food',
    name: 'Food & Culture',
    description: 'Kitchens, recipes and the family tables where our stories are shared.',
  },
];

export const TITLES: SeedTitle[] = [
  // ---------------------------------------------------------------------------------------------------------
  // Movies (18)
  // ---------------------------------------------------------------------------------------------------------
  {
    slug: 'umkhokha',
    type: 'movie',
    title: 'Umkhokha',
    tagline: 'Every generation, the Khumalo family buries a son. Nandi came home to end it.',
    synopsis:
      'When Nandi Khumalo drives home from Johannesburg to bury her father in the green hills above ' +
      'Nkandla, her grandmother tells her what the family has never said aloud: since 1906, every ' +
      'generation has lost a son before his thirtieth birthday. Her younger brother Mthunzi turns ' +
      'twenty-nine next week. Racing between the homestead, an old mission archive in Eshowe and the ' +
      'uneasy silence of her uncles, Nandi must uncover the broken oath behind the umkhokha before it ' +
      'claims him.',
    year: 2026,
    ageRating: '16',
    advisories: ['V', 'H'],
    originalLanguage: 'zu',
    audioLanguages: ['zu', 'en'],
    subtitleLanguages: ['en', 'zu', 'xh'],
    genres: ['drama', 'thriller'],
    runtimeMinutes: 118,
    credits: [
      { person: 'Nomvula Zondi', role: 'director' },
      { person: 'Ayanda Cele', role: 'writer' },
      { person: 'Zanele Mabaso', role: 'actor', character: 'Nandi Khumalo' },
      { person: 'Siyabonga Ntuli', role: 'actor', character: 'Mthunzi Khumalo' },
      { person: 'Thembeka Ngcobo', role: 'actor', character: 'Gogo MaNgcobo' },
      { person: 'Bhekani Msimang', role: 'actor', character: 'Baba Mkhwanazi' },
      { person: 'Nokuthula Shezi', role: 'actor', character: 'Zodwa Khumalo' },
    ],
    look: { palette: ['#1c0d0b', '#7a2e1f', '#d9a441'], motif: 'moon' },
    publishedDaysAgo: 3,
    popularity: 96,
    featured: true,
  },
  {
    slug: 'amanzi-amnyama',
    type: 'movie',
    title: 'Amanzi Amnyama',
    tagline: 'Durban harbour never sleeps. Neither do the people who run it after dark.',
    synopsis:
      'Detective Sergeant Vusi Mthethwa has spent twelve years on the Durban waterfront and knows which ' +
      'cranes move after midnight. When a dock worker vanishes and a shipment of counterfeit medicine ' +
      'turns up in a Chatsworth warehouse, the trail leads to his childhood friend Sbu, now the smoothest ' +
      'fixer at the Point. Between summer storms and humid neon, Vusi must choose between the badge and ' +
      'the man who once saved his life.',
    year: 2023,
    ageRating: '18',
    advisories: ['L', 'V', 'D'],
    originalLanguage: 'zu',
    audioLanguages: ['zu'],
    subtitleLanguages: ['en', 'zu'],
    genres: ['crime', 'thriller'],
    runtimeMinutes: 109,
    credits: [
      { person: 'Lwazi Mkhize', role: 'director' },
      { person: 'Sizwe Mahlangu', role: 'writer' },
      { person: 'Mandla Gumede', role: 'actor', character: 'Sgt Vusi Mthethwa' },
      { person: 'Siyabonga Ntuli', role: 'actor', character: "Sbu 'Sharp' Dube" },
      { person: 'Anisha Govender', role: 'actor', character: 'Kavitha Reddy' },
      { person: 'Rajesh Moodley', role: 'actor', character: 'Uncle Prem' },
    ],
    look: { palette: ['#07141f', '#1f4e6b', '#37c4c0'], motif: 'waves' },
    publishedDaysAgo: 142,
    popularity: 78,
  },
  {
    slug: 'ingoma-kagogo',
    type: 'movie',
    title: 'Ingoma kaGogo',
    tagline: 'A boy from Umlazi, his gogo and one old maskandi song that could win it all.',
    synopsis:
      'Eleven-year-old Sanele secretly enters his grandmother into a televised talent show after hearing ' +
      'her hum a maskandi song she wrote in 1979. Gogo MaDlamini is horrified, then curious, then ' +
      'determined to learn what a ring light is. Their road to the finals in Durban brings back an old ' +
      'bandmate, a long-lost guitar and a family story nobody expected to hear.',
    year: 2021,
    ageRating: 'PG',
    advisories: [],
    originalLanguage: 'zu',
    audioLanguages: ['zu', 'en'],
    subtitleLanguages: ['en', 'zu'],
    genres: ['family', 'music', 'comedy'],
    runtimeMinutes: 94,
    credits: [
      { person: 'Lwazi Mkhize', role: 'director' },
      { person: 'Ayanda Cele', role: 'writer' },
      { person: 'Thembeka Ngcobo', role: 'actor', character: 'Gogo MaDlamini' },
      { person: 'Lwandle Zungu', role: 'actor', character: 'Sanele' },
      { person: 'Sibusiso Majola', role: 'actor', character: 'Bheki Ntombela' },
      { person: 'Nokuthula Shezi', role: 'actor', character: 'Thuli' },
    ],
    look: { palette: ['#2a1436', '#c2410c', '#fbbf24'], motif: 'dots' },
    publishedDaysAgo: 310,
    popularity: 55,
  },
  {
    slug: 'more-kom-die-reen',
    type: 'movie',
    title: 'Môre Kom die Reën',
    tagline: 'Three years of drought, one sheep farm and a marriage running out of words.',
    synopsis:
      'On a sheep farm outside Beaufort West, the dams have been dry for three summers and Elna and Dawid ' +
      'Louw have stopped talking about what happens if the rain never returns. When Gerrit Jantjies, her ' +
      "first love and now a hydrologist, arrives to survey the district's underground water, old feelings " +
      'rise faster than any borehole. A quiet, aching Karoo romance about staying, leaving and the smell ' +
      'of rain on hot stone.',
    year: 2019,
    ageRating: '13',
    advisories: ['L'],
    originalLanguage: 'af',
    audioLanguages: ['af'],
    subtitleLanguages: ['en', 'af'],
    genres: ['drama', 'romance'],
    runtimeMinutes: 112,
    credits: [
      { person: 'Marelize du Preez', role: 'director' },
      { person: 'Jaco van der Westhuizen', role: 'writer' },
      { person: 'Anneke Steenkamp', role: 'actor', character: 'Elna Louw' },
      { person: 'Riaan Potgieter', role: 'actor', character: 'Dawid Louw' },
      { person: 'Wayne Petersen', role: 'actor', character: 'Gerrit Jantjies' },
      { person: 'Liezl Swanepoel', role: 'actor', character: 'Sanet Louw' },
    ],
    look: { palette: ['#2b1d12', '#a66a3f', '#e8c79a'], motif: 'hills' },
    publishedDaysAgo: 365,
    popularity: 47,
  },
  {
    slug: 'sker-klip-papier',
    type: 'movie',
    title: 'Skêr, Klip, Papier',
    tagline: 'Two rival hair salons, one Bellville street and a wedding nobody saw coming.',
    synopsis:
      'Rochelle Hendricks has run the busiest salon on Voortrekker Road for twenty years, until her ' +
      'ex-husband Lionel opens a barbershop directly across the street. Their price war escalates from ' +
      'free blow-dries to a live DJ and a very confused parrot. Then their children announce they are ' +
      'getting married, and both salons have exactly one month to do the wedding hair together.',
    year: 2022,
    ageRating: '10-12PG',
    advisories: ['L'],
    originalLanguage: 'af',
    audioLanguages: ['af', 'en'],
    subtitleLanguages: ['en', 'af'],
    genres: ['comedy', 'romance'],
    runtimeMinutes: 96,
    credits: [
      { person: 'Ebrahim Davids', role: 'director' },
      { person: 'Marelize du Preez', role: 'writer' },
      { person: 'Charlene Adams', role: 'actor', character: 'Rochelle Hendricks' },
      { person: 'Wayne Petersen', role: 'actor', character: 'Lionel Hendricks' },
      { person: 'Hendrik Coetsee', role: 'actor', character: 'Meneer Basson' },
      { person: 'Liezl Swanepoel', role: 'actor', character: 'Marietjie' },
    ],
    look: { palette: ['#3b0a3f', '#e0457b', '#ffd166'], motif: 'stripes' },
    publishedDaysAgo: 201,
    popularity: 63,
  },
  {
    slug: 'die-oe-van-leeu-gamka',
    type: 'movie',
    title: 'Die Oë van Leeu-Gamka',
    tagline: 'In a Karoo town of ninety people, someone is always watching from the koppie.',
    synopsis:
      'Dominee Willem Marais takes a posting in tiny Leeu-Gamka to give his family a fresh start after a ' +
      'scandal in Pretoria. His wife Annelie begins to see lights moving on the koppie above the church, ' +
      'and the townspeople politely refuse to discuss the family who lived in the parsonage before them. ' +
      'As the winter nights drop below freezing, the watchers come closer.',
    year: 2025,
    ageRating: '16',
    advisories: ['H', 'V'],
    originalLanguage: 'af',
    audioLanguages: ['af', 'en'],
    subtitleLanguages: ['en', 'af'],
    genres: ['horror', 'thriller'],
    runtimeMinutes: 97,
    credits: [
      { person: 'Kobus Lategan', role: 'director' },
      { person: 'Jaco van der Westhuizen', role: 'writer' },
      { person: 'Hendrik Coetsee', role: 'actor', character: 'Dominee Willem Marais' },
      { person: 'Liezl Swanepoel', role: 'actor', character: 'Annelie Marais' },
      { person: 'Riaan Potgieter', role: 'actor', character: 'Sersant Koos Booysen' },
      { person: 'Charlene Adams', role: 'actor', character: 'Tannie Sophia Klaase' },
    ],
    look: { palette: ['#0e0e14', '#3c3a55', '#c9b458'], motif: 'rings' },
    publishedDaysAgo: 5,
    popularity: 88,
  },
  {
    slug: 'ubuhle-bolwandle',
    type: 'movie',
    title: 'Ubuhle Bolwandle',
    tagline: 'A surf instructor, a marine biologist and one long winter on the Wild Coast.',
    synopsis:
      'Marine biologist Aviwe Ndamase returns to Port St Johns to tag the sharks that follow the sardine ' +
      'run, and she has no time for Luvuyo Gxowa, the surf instructor who taught half the village to swim. ' +
      'Their families have argued over the same stretch of coastline for two generations. Between storm ' +
      'swells, river mouths and a mother who keeps setting an extra place at dinner, the two discover that ' +
      'the sea does not care about old grudges.',
    year: 2022,
    ageRating: '13',
    advisories: ['S'],
    originalLanguage: 'xh',
    audioLanguages: ['xh', 'en'],
    subtitleLanguages: ['en', 'xh'],
    genres: ['romance', 'drama'],
    runtimeMinutes: 104,
    credits: [
      { person: 'Luthando Mgqweto', role: 'director' },
      { person: 'Asanda Jongilanga', role: 'writer' },
      { person: 'Siphokazi Ngxola', role: 'actor', character: 'Aviwe Ndamase' },
      { person: 'Lindani Mtshemla', role: 'actor', character: 'Luvuyo Gxowa' },
      { person: 'Vuyiswa Booi', role: 'actor', character: 'Mama Ndamase' },
      { person: 'Mzoxolo Ntshinga', role: 'actor', character: 'Tata Gxowa' },
    ],
    look: { palette: ['#0b2a3a', '#2e8b9a', '#f4d6a0'], motif: 'waves' },
    publishedDaysAgo: 188,
    popularity: 59,
  },
  {
    slug: 'inqindi',
    type: 'movie',
    title: 'Inqindi',
    tagline: 'Motherwell raised champions. At forty-one, Zola Mantambo wants one last round.',
    synopsis:
      "Former junior-lightweight champion Zola 'Thunder' Mantambo now fixes fridges in Motherwell and " +
      'trains kids in a church-hall gym. When a slick promoter offers him a comeback fight against a ' +
      'rising Gauteng star, his daughter Yonela, a paramedic, refuses to watch him get hurt again. Set in ' +
      'the proud boxing community of Gqeberha, Inqindi is about discipline, pride and knowing when to ' +
      'stand up one more time.',
    year: 2024,
    ageRating: '13',
    advisories: ['V', 'L'],
    originalLanguage: 'xh',
    audioLanguages: ['xh', 'en'],
    subtitleLanguages: ['en', 'xh', 'af'],
    genres: ['sport', 'action', 'drama'],
    runtimeMinutes: 121,
    credits: [
      { person: 'Mzwandile Tyala', role: 'director' },
      { person: 'Asanda Jongilanga', role: 'writer' },
      { person: 'Mzoxolo Ntshinga', role: 'actor', character: "Zola 'Thunder' Mantambo" },
      { person: 'Anele Dyantyi', role: 'actor', character: 'Yonela Mantambo' },
      { person: 'Khanyisile Mnyaka', role: 'actor', character: 'Coach Nosipho Bam' },
      { person: 'Mandla Gumede', role: 'actor', character: 'Dumisani Sibeko' },
    ],
    look: { palette: ['#1a1a1a', '#b91c1c', '#f5f5f4'], motif: 'diagonal' },
    publishedDaysAgo: 45,
    popularity: 82,
  },
  {
    slug: 'umtshato',
    type: 'movie',
    title: 'Umtshato',
    tagline: 'Two weddings, two mothers, one weekend. Lihle and Karabo only wanted to say yes.',
    synopsis:
      'Lihle Qwabe from Mthatha and Karabo Molefe from Mahikeng have promised both families a proper ' +
      'wedding: umtshato with cattle and song in the Eastern Cape, and a white wedding in a Cape Town ' +
      'vineyard. Thanks to a booking mistake, both fall on the same weekend, a thousand kilometres apart. ' +
      'With an uncle who refuses to fly and a three-tier cake travelling by taxi, the couple learn that ' +
      'love is mostly logistics.',
    year: 2025,
    ageRating: '10-12PG',
    advisories: ['L'],
    originalLanguage: 'xh',
    audioLanguages: ['xh', 'en'],
    subtitleLanguages: ['en', 'xh', 'tn'],
    genres: ['comedy', 'romance', 'family'],
    runtimeMinutes: 101,
    credits: [
      { person: 'Nwabisa Sokutu', role: 'director' },
      { person: 'Luthando Mgqweto', role: 'writer' },
      { person: 'Khanyisile Mnyaka', role: 'actor', character: 'Lihle Qwabe' },
      { person: 'Tshepo Kgosana', role: 'actor', character: 'Karabo Molefe' },
      { person: 'Vuyiswa Booi', role: 'actor', character: 'MaQwabe' },
      { person: 'Olebogeng Seleka', role: 'actor', character: 'Mme Molefe' },
      { person: 'Anele Dyantyi', role: 'actor', character: 'Bhuti Lwando' },
    ],
    look: { palette: ['#3a1020', '#e76f51', '#f4e3b2'], motif: 'dots' },
    publishedDaysAgo: 60,
    popularity: 90,
  },
  {
    slug: 'thaba-ya-sephiri',
    type: 'movie',
    title: 'Thaba ya Sephiri',
    tagline: 'A missing hiker, a silent village and sandstone cliffs that remember everything.',
    synopsis:
      'When a Joburg hiker disappears in the sandstone ridges above Clarens, Constable Dineo Ramohlale is ' +
      'the only officer the mountain herders will talk to. The search leads her to a cave where her ' +
      'grandfather once hid cattle from raiders, and to a land deal half the town wants kept quiet. As ' +
      'snow closes the passes of the eastern Free State, Dineo must decide who to trust.',
    year: 2023,
    ageRating: '16',
    advisories: ['V', 'L'],
    originalLanguage: 'st',
    audioLanguages: ['st', 'en'],
    subtitleLanguages: ['en', 'st'],
    genres: ['thriller', 'crime'],
    runtimeMinutes: 106,
    credits: [
      { person: 'Palesa Lebusa', role: 'director' },
      { person: 'Teboho Lesoli', role: 'writer' },
      { person: 'Refiloe Mofokeng', role: 'actor', character: 'Constable Dineo Ramohlale' },
      { person: 'Thabang Makhele', role: 'actor', character: 'Tlali Sefako' },
      { person: 'Tumelo Moloi', role: 'actor', character: 'Mohau Ramohlale' },
      { person: 'Zanele Mabaso', role: 'actor', character: 'Inspector Zama Dube' },
    ],
    look: { palette: ['#1b1e2b', '#6b5b4b', '#e0b872'], motif: 'hills' },
    publishedDaysAgo: 120,
    popularity: 52,
  },
  {
    slug: 'pere-e-tshweu',
    type: 'movie',
    title: 'Pere e Tshweu',
    tagline: 'A girl from Qwaqwa, a stubborn white pony and the race of her life.',
    synopsis:
      "Twelve-year-old Limpho has raised a half-wild white Basotho pony named Lehlohonolo, 'good luck', in " +
      'the foothills near Qwaqwa. When the annual mountain race offers a prize big enough to fix her ' +
      "grandfather's roof, she enters against the advice of everyone, including the pony. A warm family " +
      'adventure through golden grasslands, summer thunderstorms and the Maloti foothills.',
    year: 2020,
    ageRating: '7-9PG',
    advisories: [],
    originalLanguage: 'st',
    audioLanguages: ['st', 'en'],
    subtitleLanguages: ['en', 'st'],
    genres: ['family', 'sport'],
    runtimeMinutes: 88,
    credits: [
      { person: 'Palesa Lebusa', role: 'director' },
      { person: 'Teboho Lesoli', role: 'writer' },
      { person: 'Bohlale Mokhethi', role: 'actor', character: 'Limpho' },
      { person: 'Lineo Sekhesa', role: 'actor', character: 'Mme Puleng' },
      { person: 'Thabang Makhele', role: 'actor', character: 'Ntate Sello' },
      { person: 'Tumelo Moloi', role: 'actor', character: 'Katleho' },
    ],
    look: { palette: ['#173222', '#7fa34a', '#f2efe4'], motif: 'sun' },
    publishedDaysAgo: 398,
    popularity: 34,
  },
  {
    slug: 'madi-a-rona',
    type: 'movie',
    title: 'Madi a Rona',
    tagline: 'The stokvel money is gone. Four aunties in Mahikeng are getting it back.',
    synopsis:
      "For fifteen years the Bana ba Pula stokvel has paid for Mahikeng's weddings, funerals and December " +
      "feasts. When the treasurer's smooth-talking nephew 'invests' the entire kitty in a crypto scheme, " +
      'Mma Dikeledi and her friends plan a heist with church-choir timing, a borrowed hearse and a lot of ' +
      'vetkoek. A sharp, warm comedy about friendship, pride and never underestimating a woman with a ' +
      'spreadsheet.',
    year: 2024,
    ageRating: '13',
    advisories: ['L'],
    originalLanguage: 'tn',
    audioLanguages: ['tn', 'en'],
    subtitleLanguages: ['en', 'tn', 'st'],
    genres: ['comedy', 'crime'],
    runtimeMinutes: 98,
    credits: [
      { person: 'Kagiso Modise', role: 'director' },
      { person: 'Boitumelo Sebego', role: 'writer' },
      { person: 'Masego Phiri', role: 'actor', character: 'Mma Dikeledi' },
      { person: 'Olebogeng Seleka', role: 'actor', character: 'Mma Gaone' },
      { person: 'Tshepo Kgosana', role: 'actor', character: "Thabo 'Ticket' Mosweu" },
      { person: 'Onkarabile Mokgatle', role: 'actor', character: 'Neo' },
    ],
    look: { palette: ['#12263a', '#2a9d8f', '#f9c74f'], motif: 'grid' },
    publishedDaysAgo: 75,
    popularity: 71,
  },
  {
    slug: 'pelo-ya-me',
    type: 'movie',
    title: 'Pelo ya Me',
    tagline: 'She came home to sell the farm. He came to build a solar plant on it.',
    synopsis:
      "After her father's death, Joburg lawyer Naledi Pule returns to the family farm at the edge of the " +
      "Pilanesberg, intending to sell it within a week. The buyer's engineer, a soft-spoken Xhosa man " +
      'named Ayabonga, keeps finding reasons to measure the same hill twice. Between thorn trees, her ' +
      "mother's sharp tongue and long Sunday lunches, Naledi discovers that home has its own terms.",
    year: 2021,
    ageRating: '13',
    advisories: ['S'],
    originalLanguage: 'tn',
    audioLanguages: ['tn', 'en'],
    subtitleLanguages: ['en', 'tn', 'xh'],
    genres: ['romance', 'drama'],
    runtimeMinutes: 99,
    credits: [
      { person: 'Goitseone Moagi', role: 'director' },
      { person: 'Boitumelo Sebego', role: 'writer' },
      { person: 'Onkarabile Mokgatle', role: 'actor', character: 'Naledi Pule' },
      { person: 'Lindani Mtshemla', role: 'actor', character: 'Ayabonga Qeqe' },
      { person: 'Masego Phiri', role: 'actor', character: 'Mma Pule' },
    ],
    look: { palette: ['#2d1a2e', '#c06c84', '#f8b195'], motif: 'sun' },
    publishedDaysAgo: 260,
    popularity: 38,
  },
  {
    slug: 'nyeleti',
    type: 'movie',
    title: 'Nyeleti',
    tagline: "From Giyani to the Joburg stage, with her xibelani and her grandmother's songs.",
    synopsis:
      'Nyeleti Mathye dances xibelani at every wedding in Giyani and writes songs in the back of her maths ' +
      'exercise book. When a Joburg producer turns one of her videos into a viral amapiano hit without ' +
      'credit, she takes the bus to the city to claim her own voice. Her father wants her at university, ' +
      'the city wants her to change her name, and Nyeleti wants both her roots and the stage.',
    year: 2025,
    ageRating: '10-12PG',
    advisories: ['L'],
    originalLanguage: 'ts',
    audioLanguages: ['ts', 'en'],
    subtitleLanguages: ['en', 'ts'],
    genres: ['music', 'drama'],
    runtimeMinutes: 113,
    credits: [
      { person: 'Hlulani Baloyi', role: 'director' },
      { person: 'Tsakani Maluleke', role: 'writer' },
      { person: 'Khensani Ngobeni', role: 'actor', character: 'Nyeleti Mathye' },
      { person: 'Rhulani Mathebula', role: 'actor', character: 'Tatana Mathye' },
      { person: 'Ntsako Mabunda', role: 'actor', character: 'Hlayisani' },
      { person: 'Zodwa Sithole', role: 'actor', character: "Lindiwe 'DJ Lindz' Mkhize" },
    ],
    look: { palette: ['#140a2e', '#7b2cbf', '#ff9e00'], motif: 'dots' },
    publishedDaysAgo: 33,
    popularity: 74,
  },
  {
    slug: 'mhisi',
    type: 'movie',
    title: 'Mhisi',
    tagline: 'On the edge of the Kruger, a ranger hunts the poachers. Someone is hunting him.',
    synopsis:
      'Risimati Baloyi grew up in a village on the western boundary of the Kruger and has spent ten years ' +
      "guarding its rhinos. When a trusted colleague is killed and his own cousin's name appears on a " +
      "syndicate's payroll, Risimati goes off-grid with a wildlife vet who has evidence of her own. A taut " +
      'bushveld thriller about loyalty and the price of horn, played out among mopane, granite koppies and ' +
      'the Letaba River.',
    year: 2025,
    ageRating: '16',
    advisories: ['V', 'L'],
    originalLanguage: 'ts',
    audioLanguages: ['ts', 'en'],
    subtitleLanguages: ['en', 'ts', 'af'],
    genres: ['action', 'thriller'],
    runtimeMinutes: 124,
    credits: [
      { person: 'Vongani Nkuna', role: 'director' },
      { person: 'Tsakani Maluleke', role: 'writer' },
      { person: 'Nhlanhla Chauke', role: 'actor', character: 'Ranger Risimati Baloyi' },
      { person: 'Jessica van Wyk', role: 'actor', character: 'Dr Anja Venter' },
      { person: 'Ntsako Mabunda', role: 'actor', character: 'Tinyiko Baloyi' },
      { person: 'Rhulani Mathebula', role: 'actor', character: 'Mr Mushwana' },
    ],
    look: { palette: ['#1f1a10', '#6b5e2e', '#d4a017'], motif: 'diagonal' },
    publishedDaysAgo: 16,
    popularity: 85,
    featured: true,
  },
  {
    slug: 'last-taxi-to-soweto',
    type: 'movie',
    title: 'Last Taxi to Soweto',
    tagline: 'One taxi, one briefcase, one very long night between Braamfontein and Orlando.',
    synopsis:
      "Jabu 'Bra J' Nkosi drives the last minibus taxi out of Bree Street every night and has one rule: no " +
      "questions. Tonight a woman in a wedding dress climbs in with a briefcase full of someone else's " +
      'cash, and every gangster in Johannesburg seems to know it. Between Soweto shisanyamas, a detective ' +
      'with a grudge and a taxi boss who wants his Quantum back by dawn, Jabu breaks every rule he has.',
    year: 2024,
    ageRating: '18',
    advisories: ['L', 'V', 'D'],
    originalLanguage: 'en',
    audioLanguages: ['en', 'zu'],
    subtitleLanguages: ['en', 'zu', 'st'],
    genres: ['crime', 'thriller', 'comedy'],
    runtimeMinutes: 102,
    credits: [
      { person: 'Sizwe Mahlangu', role: 'director' },
      { person: 'Rebecca Fourie', role: 'writer' },
      { person: 'Bhekani Msimang', role: 'actor', character: "Jabu 'Bra J' Nkosi" },
      { person: 'Zodwa Sithole', role: 'actor', character: 'Nomsa Radebe' },
      { person: 'Tshepo Kgosana', role: 'actor', character: 'Detective Kgotso Sebe' },
      { person: 'Rajesh Moodley', role: 'actor', character: 'Mr Chetty' },
      { person: 'Nhlanhla Chauke', role: 'actor', character: 'Mabona' },
    ],
    look: { palette: ['#0a0a12', '#f59e0b', '#ef4444'], motif: 'city' },
    publishedDaysAgo: 98,
    popularity: 80,
  },
  {
    slug: 'grey-street-masala',
    type: 'movie',
    title: 'Grey Street Masala',
    tagline: 'Three generations, one Durban kitchen and a curry recipe worth fighting for.',
    synopsis:
      'The Govindsamy family has served the same mutton curry on Grey Street since 1962, and Shanthi ' +
      'intends to keep it that way. When her father hires Musa, a young chef from KwaMashu who puts ' +
      'amadumbe on the menu, the family splits into two camps and the regulars start placing bets. A warm ' +
      'comedy about food, family and the sweet chaos of a Durban lunch rush.',
    year: 2015,
    ageRating: 'PG',
    advisories: [],
    originalLanguage: 'en',
    audioLanguages: ['en'],
    subtitleLanguages: ['en', 'zu'],
    genres: ['comedy', 'family', 'food'],
    runtimeMinutes: 92,
    credits: [
      { person: 'Priya Naidoo', role: 'director' },
      { person: 'Devan Pillay', role: 'writer' },
      { person: 'Anisha Govender', role: 'actor', character: 'Shanthi Govindsamy' },
      { person: 'Rajesh Moodley', role: 'actor', character: "Dhanpal 'Dan' Govindsamy" },
      { person: 'Sibusiso Majola', role: 'actor', character: 'Musa Hlongwane' },
      { person: 'Jessica van Wyk', role: 'actor', character: 'Carla Botha' },
    ],
    look: { palette: ['#3a0d0d', '#d97706', '#fde68a'], motif: 'stripes' },
    publishedDaysAgo: 350,
    popularity: 44,
  },
  {
    slug: 'nocturne-for-kofifi',
    type: 'movie',
    title: 'Nocturne for Kofifi',
    tagline: 'Sophiatown, 1955. The band played loud enough to drown out the bulldozers.',
    synopsis:
      'In the last jazz season before the forced removals, trumpeter Solly Mabena and singer Dinah Mokoena ' +
      'play every shebeen in Sophiatown, chasing a recording contract and a song that could make them ' +
      'famous. As eviction notices appear on doors and friends are trucked to Meadowlands, they must ' +
      'decide what a song is worth when a whole neighbourhood is being erased. A tender, defiant portrait ' +
      "of Kofifi's creative spirit.",
    year: 2017,
    ageRating: '13',
    advisories: ['P', 'V'],
    originalLanguage: 'en',
    audioLanguages: ['en'],
    subtitleLanguages: ['en', 'zu', 'af'],
    genres: ['history', 'music', 'drama'],
    runtimeMinutes: 127,
    credits: [
      { person: 'Themba Radebe', role: 'director' },
      { person: 'Rebecca Fourie', role: 'writer' },
      { person: 'Mandla Gumede', role: 'actor', character: "Solly 'Horn' Mabena" },
      { person: 'Zanele Mabaso', role: 'actor', character: 'Dinah Mokoena' },
      { person: 'Rajesh Moodley', role: 'actor', character: 'Yusuf Moosa' },
      { person: 'Hendrik Coetsee', role: 'actor', character: 'Inspector van Rooyen' },
    ],
    look: { palette: ['#0f172a', '#334155', '#fbbf24'], motif: 'moon' },
    publishedDaysAgo: 280,
    popularity: 41,
  },

  // ---------------------------------------------------------------------------------------------------------
  // Series (10): four with two seasons, six with one; two episodes a season
  // ---------------------------------------------------------------------------------------------------------
  {
    slug: 'amaphupho',
    type: 'series',
    title: 'Amaphupho',
    tagline: 'She dreams of crimes before they happen. Her ancestors will not let her look away.',
    synopsis:
      'Nonhle Dladla is a final-year accounting student in Pietermaritzburg until the dreams begin: a ' +
      'drowning, a fire, a name she has never heard. Her calling to become a sangoma collides with the ' +
      'murder cases of Captain Sifiso Zulu when her visions start arriving before the crimes do. Torn ' +
      "between her family, her gobela's strict training and a detective who believes in none of it, Nonhle " +
      'must learn to listen.',
    year: 2024,
    ageRating: '16',
    advisories: ['V', 'H'],
    originalLanguage: 'zu',
    audioLanguages: ['zu', 'en'],
    subtitleLanguages: ['en', 'zu'],
    genres: ['crime', 'drama'],
    runtimeMinutes: null,
    credits: [
      { person: 'Nomvula Zondi', role: 'creator' },
      { person: 'Lwazi Mkhize', role: 'writer' },
      { person: 'Nokuthula Shezi', role: 'actor', character: 'Nonhle Dladla' },
      { person: 'Siyabonga Ntuli', role: 'actor', character: 'Captain Sifiso Zulu' },
      { person: 'Thembeka Ngcobo', role: 'actor', character: 'Gogo Mkhabela' },
      { person: 'Bhekani Msimang', role: 'actor', character: 'Mfundo Shange' },
      { person: 'Lwandle Zungu', role: 'actor', character: 'Mpilo Dladla' },
    ],
    seasons: [
      {
        number: 1,
        synopsis:
          "Nonhle's dreams lead her to a body in the Msunduzi River and into the path of a sceptical " +
          'detective.',
        year: 2024,
        episodes: [
          {
            number: 1,
            name: 'Ubizo',
            synopsis:
              'Nonhle collapses during an exam after dreaming of a drowned man, and wakes to find his face ' +
              'on the evening news.',
            runtimeMinutes: 48,
          },
          {
            number: 2,
            name: 'Umfula',
            synopsis:
              'Captain Zulu brings Nonhle in for questioning, and her gobela warns her that the river is ' +
              'not finished with her.',
            runtimeMinutes: 51,
          },
        ],
      },
      {
        number: 2,
        synopsis:
          'Now a trained sangoma, Nonhle faces a killer who seems to know her dreams as well as she does.',
        year: 2025,
        episodes: [
          {
            number: 1,
            name: 'Isiqalo Esisha',
            synopsis:
              'Nonhle returns from her training in the Midlands as a qualified sangoma, and the dreams ' +
              'return with her.',
            runtimeMinutes: 49,
          },
          {
            number: 2,
            name: 'Ithunzi',
            synopsis:
              'A string of fires across Edendale points to someone who has studied every move Nonhle makes.',
            runtimeMinutes: 53,
          },
        ],
      },
    ],
    look: { palette: ['#101828', '#4c1d95', '#a78bfa'], motif: 'moon' },
    publishedDaysAgo: 24,
    popularity: 87,
  },
  {
    slug: 'ilitha',
    type: 'series',
    title: 'Ilitha',
    tagline: 'A guesthouse on the Wild Coast, a family of strong opinions and a lot of guests.',
    synopsis:
      "When Nomalizo Jali inherits her late husband's crumbling guesthouse above Coffee Bay, her three " +
      'grown children arrive from Cape Town, Joburg and East London to convince her to sell. Nobody ' +
      'leaves. Between surfing guests, a chef with big dreams and a village with opinions about ' +
      'everything, the Jali family rebuilds the guesthouse and each other, one room at a time.',
    year: 2023,
    ageRating: '10-12PG',
    advisories: ['L'],
    originalLanguage: 'xh',
    audioLanguages: ['xh', 'en'],
    subtitleLanguages: ['en', 'xh'],
    genres: ['drama', 'family'],
    runtimeMinutes: null,
    credits: [
      { person: 'Luthando Mgqweto', role: 'creator' },
      { person: 'Nwabisa Sokutu', role: 'writer' },
      { person: 'Vuyiswa Booi', role: 'actor', character: 'Nomalizo Jali' },
      { person: 'Siphokazi Ngxola', role: 'actor', character: 'Ayanda Jali' },
      { person: 'Anele Dyantyi', role: 'actor', character: 'Lwazi Jali' },
      { person: 'Lindani Mtshemla', role: 'actor', character: 'Chef Mncedisi Bam' },
    ],
    seasons: [
      {
        number: 1,
        synopsis:
          'The Jali children come home for a memorial and stay for a summer of leaking roofs and first ' +
          'bookings.',
        year: 2023,
        episodes: [
          {
            number: 1,
            name: 'Ukubuya',
            synopsis:
              "The Jali siblings arrive for their father's memorial and find the guesthouse held together " +
              'with rope and hope.',
            runtimeMinutes: 46,
          },
          {
            number: 2,
            name: 'Iindwendwe',
            synopsis:
              'A busload of birdwatchers books the whole guesthouse, which currently has three working beds.',
            runtimeMinutes: 44,
          },
        ],
      },
      {
        number: 2,
        synopsis:
          'With bookings finally steady, a golf-estate developer sets his sights on the hills the family ' +
          'loves.',
        year: 2024,
        episodes: [
          {
            number: 1,
            name: 'Isaqhwithi',
            synopsis: 'A winter storm floods the kitchen on the night a famous food critic comes to stay.',
            runtimeMinutes: 47,
          },
          {
            number: 2,
            name: 'Ikhaya',
            synopsis:
              'Nomalizo must choose between a life-changing offer and the land where her husband is buried.',
            runtimeMinutes: 50,
          },
        ],
      },
    ],
    look: { palette: ['#0c3b4a', '#f08a4b', '#fff1d6'], motif: 'sun' },
    publishedDaysAgo: 130,
    popularity: 69,
    featured: true,
  },
  {
    slug: 'se-my-naam',
    type: 'series',
    title: 'Sê My Naam',
    tagline: "Every missing person has a name. Captain Ilse Ferreira won't stop saying it.",
    synopsis:
      'Captain Ilse Ferreira runs the missing persons unit from a cramped office in Bellville, where the ' +
      'cases nobody else wants end up on her desk. Each season follows one disappearance through the West ' +
      "Coast fishing towns and the winelands, while Ilse's own brother, missing for nineteen years, hovers " +
      'at the edge of every case. With the dry-witted Adjudant Clint Josephs beside her, she chases names ' +
      'until they become people again.',
    year: 2024,
    ageRating: '16',
    advisories: ['V', 'L'],
    originalLanguage: 'af',
    audioLanguages: ['af', 'en'],
    subtitleLanguages: ['en', 'af', 'xh'],
    genres: ['crime', 'thriller'],
    runtimeMinutes: null,
    credits: [
      { person: 'Marelize du Preez', role: 'creator' },
      { person: 'Ebrahim Davids', role: 'writer' },
      { person: 'Liezl Swanepoel', role: 'actor', character: 'Kaptein Ilse Ferreira' },
      { person: 'Wayne Petersen', role: 'actor', character: 'Adjudant Clint Josephs' },
      { person: 'Charlene Adams', role: 'actor', character: 'Dr Yasmin Salie' },
      { person: 'Riaan Potgieter', role: 'actor', character: 'Johan Ferreira' },
    ],
    seasons: [
      {
        number: 1,
        synopsis:
          'A teenage girl vanishes from a Paternoster fishing boat, and the whole village seems to be ' +
          'lying.',
        year: 2024,
        episodes: [
          {
            number: 1,
            name: 'Paternoster',
            synopsis:
              'Ilse and Clint arrive in the fishing village the morning after Chanel Pieterse disappears ' +
              "from her father's boat.",
            runtimeMinutes: 52,
          },
          {
            number: 2,
            name: 'Laagwater',
            synopsis:
              'A low spring tide uncovers what the sea was hiding, and Ilse confronts the skipper who last ' +
              'saw Chanel.',
            runtimeMinutes: 54,
          },
        ],
      },
      {
        number: 2,
        synopsis:
          "A Franschhoek wine heir goes missing during harvest, and the trail leads into Ilse's own past.",
        year: 2025,
        episodes: [
          {
            number: 1,
            name: 'Oestyd',
            synopsis:
              'The heir to a Franschhoek wine estate vanishes between the cellar and the vineyard at the ' +
              'height of the harvest.',
            runtimeMinutes: 51,
          },
          {
            number: 2,
            name: 'My Broer se Naam',
            synopsis:
              'A name on an old farm register sends Ilse back to the place her brother was last seen in ' +
              '2006.',
            runtimeMinutes: 55,
          },
        ],
      },
    ],
    look: { palette: ['#111827', '#475569', '#f43f5e'], motif: 'grid' },
    publishedDaysAgo: 12,
    popularity: 93,
    featured: true,
  },
  {
    slug: 'motse-wa-rona',
    type: 'series',
    title: 'Motse wa Rona',
    tagline: 'One small Free State town. One pirate radio station. Zero broadcasting experience.',
    synopsis:
      'When the only radio signal in the little Free State town of Ha-Sello fades out, retired ' +
      'schoolteacher Ntate Lefa Mokoena builds a station in the back of his spaza shop. Soon the whole ' +
      'town is on air: the choir leader with all the gossip, a farmer who reads cattle prices like poetry ' +
      'and a ten-year-old who becomes the hottest DJ between Bethlehem and Harrismith. A gentle, very ' +
      'funny comedy about a community finding its voice.',
    year: 2022,
    ageRating: '7-9PG',
    advisories: [],
    originalLanguage: 'st',
    audioLanguages: ['st', 'en'],
    subtitleLanguages: ['en', 'st', 'zu'],
    genres: ['comedy', 'family'],
    runtimeMinutes: null,
    credits: [
      { person: 'Palesa Lebusa', role: 'creator' },
      { person: 'Teboho Lesoli', role: 'writer' },
      { person: 'Thabang Makhele', role: 'actor', character: 'Ntate Lefa Mokoena' },
      { person: 'Lineo Sekhesa', role: 'actor', character: 'Mme Mamello' },
      { person: 'Refiloe Mofokeng', role: 'actor', character: 'Keke' },
      { person: 'Tumelo Moloi', role: 'actor', character: 'Sechaba' },
      { person: 'Bohlale Mokhethi', role: 'actor', character: "Lerato 'DJ Lee'" },
    ],
    seasons: [
      {
        number: 1,
        synopsis: "Ha-Sello's radio station goes live, and so does every secret in town.",
        year: 2022,
        episodes: [
          {
            number: 1,
            name: 'Seteishene',
            synopsis:
              "Ntate Lefa wires a transmitter to the spaza roof and accidentally broadcasts the choir's " +
              'argument to the whole district.',
            runtimeMinutes: 26,
          },
          {
            number: 2,
            name: 'Pula',
            synopsis:
              "Lerato's weather show becomes a sensation, until she gets the forecast wrong on the day of " +
              'the big wedding.',
            runtimeMinutes: 24,
          },
        ],
      },
      {
        number: 2,
        synopsis: "A slick rival station from Bethlehem wants Ha-Sello's listeners, and its youngest star.",
        year: 2023,
        episodes: [
          {
            number: 1,
            name: 'Tlholisano',
            synopsis: 'The Bethlehem station tries to poach Lerato with a branded bicycle and a jingle.',
            runtimeMinutes: 25,
          },
          {
            number: 2,
            name: 'Lentswe la Rona',
            synopsis: "The town throws a live concert on the taxi rank to save the station's licence.",
            runtimeMinutes: 28,
          },
        ],
      },
    ],
    look: { palette: ['#2e2a14', '#d4a373', '#a3e635'], motif: 'rings' },
    publishedDaysAgo: 222,
    popularity: 50,
  },
  {
    slug: 'morwa-wa-kgosi',
    type: 'series',
    title: 'Morwa wa Kgosi',
    tagline: 'Platinum under the land. A throne above it. One son who never wanted either.',
    synopsis:
      'When the respected kgosi of Motsemogolo dies suddenly, his younger son Kabelo, a Cape Town ' +
      'architect, is named heir over his ambitious older half-brother. Beneath the village lies a platinum ' +
      "seam worth billions, and the mining house, the royal council and Kabelo's own mother all have plans " +
      'for it. Set between the Magaliesberg and the mine shafts of the North West, it is a drama of ' +
      'inheritance, loyalty and the weight of a name.',
    year: 2025,
    ageRating: '16',
    advisories: ['L', 'V'],
    originalLanguage: 'tn',
    audioLanguages: ['tn', 'en'],
    subtitleLanguages: ['en', 'tn'],
    genres: ['drama'],
    runtimeMinutes: null,
    credits: [
      { person: 'Kagiso Modise', role: 'creator' },
      { person: 'Boitumelo Sebego', role: 'writer' },
      { person: 'Tshepo Kgosana', role: 'actor', character: 'Kabelo Seitshiro' },
      { person: 'Tumelo Moloi', role: 'actor', character: 'Tau Seitshiro' },
      { person: 'Onkarabile Mokgatle', role: 'actor', character: 'Mohumagadi Keitumetse' },
      { person: 'Olebogeng Seleka', role: 'actor', character: 'Rra Obakeng' },
      { person: 'Masego Phiri', role: 'actor', character: 'Boitshepo Molaudi' },
    ],
    seasons: [
      {
        number: 1,
        synopsis:
          "Kabelo comes home for his father's funeral and is named kgosi before he can catch his flight " +
          'back.',
        year: 2025,
        episodes: [
          {
            number: 1,
            name: 'Phitlho',
            synopsis:
              "The kgosi's funeral brings the whole province to Motsemogolo, and a sealed letter changes " +
              "Kabelo's life.",
            runtimeMinutes: 52,
          },
          {
            number: 2,
            name: 'Setulo',
            synopsis: 'Kabelo takes the royal seat and finds the mining contract his father refused to sign.',
            runtimeMinutes: 50,
          },
        ],
      },
    ],
    look: { palette: ['#1a1423', '#8c7a5b', '#c0c0c0'], motif: 'rings' },
    publishedDaysAgo: 52,
    popularity: 76,
  },
  {
    slug: 'nsimu',
    type: 'series',
    title: 'Nsimu',
    tagline: 'Mango season in Tzaneen: sweet fruit, bitter siblings and a farm up for grabs.',
    synopsis:
      'The Novela family has grown mangoes on the slopes outside Tzaneen for three generations, and ' +
      'Kokwana Novela has finally decided who will run the farm. Her choice of granddaughter Xongile over ' +
      'her eldest son sets off a harvest season of rivalry, a romance with the charming new packhouse ' +
      'manager and secrets buried beneath the oldest trees. Lush Limpopo scenery, Xitsonga music and a ' +
      'family you cannot stop watching.',
    year: 2024,
    ageRating: '13',
    advisories: ['L'],
    originalLanguage: 'ts',
    audioLanguages: ['ts', 'en'],
    subtitleLanguages: ['en', 'ts'],
    genres: ['drama', 'romance'],
    runtimeMinutes: null,
    credits: [
      { person: 'Hlulani Baloyi', role: 'creator' },
      { person: 'Tsakani Maluleke', role: 'writer' },
      { person: 'Khensani Ngobeni', role: 'actor', character: 'Xongile Novela' },
      { person: 'Ntsako Mabunda', role: 'actor', character: 'Kokwana Novela' },
      { person: 'Rhulani Mathebula', role: 'actor', character: 'Tiyani Novela' },
      { person: 'Nhlanhla Chauke', role: 'actor', character: 'Gezani Rikhotso' },
    ],
    seasons: [
      {
        number: 1,
        synopsis: 'Kokwana names her successor, and the mango harvest begins under a cloud.',
        year: 2024,
        episodes: [
          {
            number: 1,
            name: 'Mihandzu',
            synopsis:
              'Kokwana announces her decision at the start of harvest, and Tiyani walks out of the family ' +
              'lunch.',
            runtimeMinutes: 45,
          },
          {
            number: 2,
            name: 'Timpfula',
            synopsis:
              "A hailstorm threatens the crop, and Xongile must trust Gezani with the family's oldest " +
              'secret.',
            runtimeMinutes: 47,
          },
        ],
      },
    ],
    look: { palette: ['#1e3314', '#f59e0b', '#84cc16'], motif: 'hills' },
    publishedDaysAgo: 170,
    popularity: 58,
  },
  {
    slug: 'commissioner-street',
    type: 'series',
    title: 'Commissioner Street',
    tagline: "Joburg's busiest police station. Twelve-hour shifts. No easy calls.",
    synopsis:
      'Colonel Dumisani Zwane runs the busiest police station in the Johannesburg CBD with too few ' +
      'vehicles and a team that would walk through fire for him. When a cash-in-transit heist outside the ' +
      'station leaves a guard dead and a rookie constable as the only witness, his squad is pulled into a ' +
      'war between syndicates and someone inside the building. Fast, gritty and full of the energy of the ' +
      'city, from Marshalltown rooftops to the streets of Hillbrow.',
    year: 2025,
    ageRating: '18',
    advisories: ['V', 'L', 'D'],
    originalLanguage: 'en',
    audioLanguages: ['en'],
    subtitleLanguages: ['en', 'zu', 'st'],
    genres: ['crime', 'action'],
    runtimeMinutes: null,
    credits: [
      { person: 'Sizwe Mahlangu', role: 'creator' },
      { person: 'Rebecca Fourie', role: 'writer' },
      { person: 'Mandla Gumede', role: 'actor', character: 'Colonel Dumisani Zwane' },
      { person: 'Anisha Govender', role: 'actor', character: 'Sergeant Nisha Ramlall' },
      { person: 'Riaan Potgieter', role: 'actor', character: 'Warrant Officer Pieter Nel' },
      { person: 'Zodwa Sithole', role: 'actor', character: 'Constable Lindiwe Mokoena' },
      { person: 'Tumelo Moloi', role: 'actor', character: 'Spider' },
    ],
    seasons: [
      {
        number: 1,
        synopsis: "A heist on the station's doorstep exposes a leak inside it.",
        year: 2025,
        episodes: [
          {
            number: 1,
            name: 'Cash in Transit',
            synopsis:
              'A brazen midday heist on Commissioner Street leaves Constable Lindiwe Mokoena as the only ' +
              'witness.',
            runtimeMinutes: 53,
          },
          {
            number: 2,
            name: 'Rooftops',
            synopsis:
              "Zwane's team chases a lead across the rooftops of the CBD while Internal Affairs hunts for " +
              'the leak.',
            runtimeMinutes: 55,
          },
        ],
      },
    ],
    look: { palette: ['#0b0f19', '#1e3a8a', '#facc15'], motif: 'city' },
    publishedDaysAgo: 21,
    popularity: 84,
  },
  {
    slug: 'swipe-right-sawubona',
    type: 'series',
    title: 'Swipe Right, Sawubona',
    tagline: 'Four friends, one dating pact and a group chat the whole of Joburg wants to read.',
    synopsis:
      'Thando, Kiran, Megan and Kamo have made a pact: one year of honest online dating, reported in a ' +
      'group chat that is getting dangerously popular. From disastrous dates in Rosebank to a mistaken ' +
      'engagement in Soweto and a wedding crash in Pretoria, the friends learn that the apps know a lot ' +
      'about what you like and nothing about who you are. A sharp, warm comedy for anyone who has ever ' +
      "typed 'hey' and deleted it.",
    year: 2025,
    ageRating: '16',
    advisories: ['L', 'S'],
    originalLanguage: 'en',
    audioLanguages: ['en'],
    subtitleLanguages: ['en', 'zu', 'xh'],
    genres: ['comedy', 'romance'],
    runtimeMinutes: null,
    credits: [
      { person: 'Priya Naidoo', role: 'creator' },
      { person: 'Devan Pillay', role: 'writer' },
      { person: 'Khanyisile Mnyaka', role: 'actor', character: 'Thando Mjamba' },
      { person: 'Devan Pillay', role: 'actor', character: 'Kiran Naidoo' },
      { person: 'Jessica van Wyk', role: 'actor', character: 'Megan Strydom' },
      { person: 'Tshepo Kgosana', role: 'actor', character: 'Kamo Seleke' },
    ],
    seasons: [
      {
        number: 1,
        synopsis: 'The friends sign their dating pact, and the group chat takes on a life of its own.',
        year: 2025,
        episodes: [
          {
            number: 1,
            name: 'Terms and Conditions',
            synopsis: "The friends sign their pact, and Thando's first match turns out to be her new boss.",
            runtimeMinutes: 27,
          },
          {
            number: 2,
            name: 'Left on Read',
            synopsis:
              "Kiran's perfect date goes viral for the wrong reasons, and Megan's mother joins the app.",
            runtimeMinutes: 25,
          },
        ],
      },
    ],
    look: { palette: ['#2a0a2e', '#ec4899', '#22d3ee'], motif: 'grid' },
    publishedDaysAgo: 88,
    popularity: 66,
  },
  {
    slug: 'umoya',
    type: 'series',
    title: 'Umoya',
    tagline: 'A boarding school in the Eastern Cape hills, and a wind that whispers names at night.',
    synopsis:
      'New teacher Zintle Ngcukana takes a post at an old mission boarding school in the hills near ' +
      'Makhanda, hoping to leave her Cape Town past behind. Each night the wind carries whispers through ' +
      'the dormitories, and each morning another learner cannot remember their own name. With the ' +
      'principal insisting it is only exam stress, Zintle and a fearless Grade 11 learner named Athi dig ' +
      "into the school's buried history.",
    year: 2023,
    ageRating: '16',
    advisories: ['H', 'V'],
    originalLanguage: 'xh',
    audioLanguages: ['xh', 'en'],
    subtitleLanguages: ['en', 'xh'],
    genres: ['horror', 'thriller'],
    runtimeMinutes: null,
    credits: [
      { person: 'Nwabisa Sokutu', role: 'creator' },
      { person: 'Asanda Jongilanga', role: 'writer' },
      { person: 'Siphokazi Ngxola', role: 'actor', character: 'Zintle Ngcukana' },
      { person: 'Anele Dyantyi', role: 'actor', character: 'Athi' },
      { person: 'Mzoxolo Ntshinga', role: 'actor', character: 'Mr Fikile Dlulane' },
      { person: 'Thembeka Ngcobo', role: 'actor', character: 'Matron MaZulu' },
    ],
    seasons: [
      {
        number: 1,
        synopsis: "Zintle's first term at Emthonjeni High becomes a fight to break a very old silence.",
        year: 2023,
        episodes: [
          {
            number: 1,
            name: 'Isikolo',
            synopsis: 'Zintle arrives at the school and hears her own name whispered in an empty classroom.',
            runtimeMinutes: 42,
          },
          {
            number: 2,
            name: 'Amagama',
            synopsis:
              'Athi finds a list of forgotten learners in the chapel bell tower, and the wind finds Athi.',
            runtimeMinutes: 44,
          },
        ],
      },
    ],
    look: { palette: ['#0d1512', '#2f4f4f', '#9ca3af'], motif: 'diagonal' },
    publishedDaysAgo: 155,
    popularity: 61,
  },
  {
    slug: 'the-diamond-fields',
    type: 'series',
    title: 'The Diamond Fields',
    tagline: 'Kimberley, 1871. Everyone came for diamonds. Mosa came for her brother.',
    synopsis:
      'In 1871 a Sotho digger disappears in the chaos of the new diamond diggings on the Northern Cape ' +
      'plains, and his sister Mosa walks from the Caledon River valley to find him. At the edge of the new ' +
      'mine she meets Sanna Kok, a Griqua trader who knows every claim and every lie on the fields. A ' +
      'sweeping drama of fortune, greed and survival as a tent town becomes a city and the country turns ' +
      'on a stone.',
    year: 2024,
    ageRating: '13',
    advisories: ['V', 'L', 'P'],
    originalLanguage: 'en',
    audioLanguages: ['en', 'st'],
    subtitleLanguages: ['en', 'st', 'af'],
    genres: ['history', 'drama'],
    runtimeMinutes: null,
    credits: [
      { person: 'Themba Radebe', role: 'creator' },
      { person: 'Teboho Lesoli', role: 'writer' },
      { person: 'Lineo Sekhesa', role: 'actor', character: 'Mosa Letsatsi' },
      { person: 'Thabang Makhele', role: 'actor', character: 'Tau Letsatsi' },
      { person: 'Charlene Adams', role: 'actor', character: 'Sanna Kok' },
      { person: 'Hendrik Coetsee', role: 'actor', character: 'Cornelius Vos' },
      { person: 'Jessica van Wyk', role: 'actor', character: 'Eliza Pemberton' },
    ],
    seasons: [
      {
        number: 1,
        synopsis:
          'Mosa crosses the plains to the diggings and learns how quickly a fortune and a life can vanish.',
        year: 2024,
        episodes: [
          {
            number: 1,
            name: 'The Walk',
            synopsis:
              'Mosa crosses the Free State plains on foot and arrives in a tent town of thirty thousand ' +
              'strangers.',
            runtimeMinutes: 50,
          },
          {
            number: 2,
            name: 'The Claim',
            synopsis:
              "Sanna helps Mosa trace her brother to a disputed claim, where a speculator's men are waiting.",
            runtimeMinutes: 52,
          },
        ],
      },
    ],
    look: { palette: ['#241a0f', '#b08d57', '#e0f2fe'], motif: 'stripes' },
    publishedDaysAgo: 240,
    popularity: 49,
  },

  // ---------------------------------------------------------------------------------------------------------
  // Documentaries (12)
  // ---------------------------------------------------------------------------------------------------------
  {
    slug: 'kruger-the-long-dry',
    type: 'documentary',
    title: 'Kruger: The Long Dry',
    tagline: 'When the rivers stop flowing, the whole of the Kruger holds its breath.',
    synopsis:
      'Across one punishing dry season, the rivers of the Kruger National Park shrink to a chain of muddy ' +
      'pools, and every animal in the lowveld must adapt or move. Elephant matriarchs lead their herds to ' +
      'hidden springs, crocodiles wait out the heat in burrows and wild dogs hunt at the edge of ' +
      'exhaustion. Filmed over fourteen months, it ends with the first storm rolling in over the Lebombo ' +
      'Mountains.',
    year: 2024,
    ageRating: 'A',
    advisories: [],
    originalLanguage: 'en',
    audioLanguages: ['en', 'af', 'ts'],
    subtitleLanguages: ['en', 'ts', 'af'],
    genres: ['nature'],
    runtimeMinutes: 92,
    credits: [
      { person: 'Claire Fortuin', role: 'director' },
      { person: 'Greg Hartley', role: 'narrator' },
      { person: 'Natalie Osborne', role: 'producer' },
    ],
    look: { palette: ['#2a1a0a', '#b45309', '#fcd34d'], motif: 'sun' },
    publishedDaysAgo: 27,
    popularity: 64,
  },
  {
    slug: 'blommetyd',
    type: 'documentary',
    title: 'Blommetyd',
    tagline: 'For a few weeks each spring, Namaqualand forgets that it is a desert.',
    synopsis:
      'After good winter rains, the dry hills of Namaqualand burst into carpets of orange, white and ' +
      'purple daisies within days. This gentle film follows a farming family near Kamieskroon, the monkey ' +
      'beetles that pollinate the flowers and the goat herders who read the coming season in the clouds. A ' +
      "celebration of one of the planet's most surprising blooms.",
    year: 2022,
    ageRating: 'A',
    advisories: [],
    originalLanguage: 'af',
    audioLanguages: ['af', 'en'],
    subtitleLanguages: ['en', 'af'],
    genres: ['nature'],
    runtimeMinutes: 58,
    credits: [
      { person: 'Kobus Lategan', role: 'director' },
      { person: 'Anneke Steenkamp', role: 'narrator' },
    ],
    look: { palette: ['#3b1a4a', '#f97316', '#fef08a'], motif: 'dots' },
    publishedDaysAgo: 330,
    popularity: 29,
  },
  {
    slug: 'silver-tide',
    type: 'documentary',
    title: 'Silver Tide',
    tagline: 'Billions of sardines, thousands of hunters and one stretch of Wild Coast.',
    synopsis:
      'Every winter a cold current carries vast shoals of sardines up the Wild Coast towards ' +
      "KwaZulu-Natal, and dolphins, gannets, sharks and Bryde's whales follow close behind. Filmed from " +
      'boats, cliffs and deep beneath the waves, Silver Tide also meets the fishing families of the ' +
      'Transkei coast who have watched for the run for generations. A breathless portrait of one of the ' +
      "ocean's great gatherings.",
    year: 2021,
    ageRating: 'PG',
    advisories: [],
    originalLanguage: 'en',
    audioLanguages: ['en', 'xh'],
    subtitleLanguages: ['en', 'xh', 'zu'],
    genres: ['nature'],
    runtimeMinutes: 74,
    credits: [
      { person: 'Luthando Mgqweto', role: 'director' },
      { person: 'Greg Hartley', role: 'narrator' },
      { person: 'Natalie Osborne', role: 'producer' },
    ],
    look: { palette: ['#06202e', '#0e7490', '#e2e8f0'], motif: 'waves' },
    publishedDaysAgo: 290,
    popularity: 36,
  },
  {
    slug: 'fynbos-a-kingdom-in-your-hand',
    type: 'documentary',
    title: 'Fynbos: A Kingdom in Your Hand',
    tagline: 'The smallest plant kingdom on Earth grows on the slopes above Cape Town.',
    synopsis:
      "The Cape Floral Kingdom is the smallest of the world's six plant kingdoms and one of the richest, " +
      'with more species on Table Mountain than in the whole of the British Isles. Through a year of wind, ' +
      'fire and regrowth, this film meets sugarbirds, proteas, tiny orchids and the botanists racing to ' +
      'protect them. Fire, it turns out, is not the end of the story but the beginning.',
    year: 2016,
    ageRating: 'A',
    advisories: [],
    originalLanguage: 'en',
    audioLanguages: ['en'],
    subtitleLanguages: ['en', 'af', 'xh'],
    genres: ['nature'],
    runtimeMinutes: 52,
    credits: [
      { person: 'Claire Fortuin', role: 'director' },
      { person: 'Ruth Abrahams', role: 'narrator' },
    ],
    look: { palette: ['#1f2a1a', '#be185d', '#f9a8d4'], motif: 'hills' },
    publishedDaysAgo: 385,
    popularity: 22,
  },
  {
    slug: 'log-drum-nation',
    type: 'documentary',
    title: 'Log Drum Nation',
    tagline: 'From Pretoria bedrooms to the world: the story of amapiano, told by its makers.',
    synopsis:
      'In the townships north of Pretoria, a generation of bedroom producers took house music, jazz chords ' +
      'and a deep, rolling log drum and built a sound that filled dance floors across the globe. Log Drum ' +
      'Nation follows three young producers from Soshanguve and Mabopane through a year of gigs, uploads ' +
      'and first royalty payments. It is a loud, joyful film about youth, ownership and what happens when ' +
      'the world finally listens.',
    year: 2026,
    ageRating: '13',
    advisories: ['L'],
    originalLanguage: 'tn',
    audioLanguages: ['tn', 'en'],
    subtitleLanguages: ['en', 'tn', 'zu'],
    genres: ['music'],
    runtimeMinutes: 88,
    credits: [
      { person: 'Kagiso Modise', role: 'director' },
      { person: 'Tshepo Kgosana', role: 'narrator' },
      { person: 'Natalie Osborne', role: 'producer' },
    ],
    look: { palette: ['#120b1f', '#7c3aed', '#34d399'], motif: 'rings' },
    publishedDaysAgo: 9,
    popularity: 79,
    featured: true,
  },
  {
    slug: 'izingqungqulu-zomaskandi',
    type: 'documentary',
    title: 'Izingqungqulu Zomaskandi',
    tagline: 'Guitars, concertinas and praise poetry: the great eagles of maskandi speak.',
    synopsis:
      'Maskandi was born on the long walks between the hills of KwaZulu-Natal and the mines of the ' +
      'Witwatersrand, played on guitars tuned by ear and sung in the language of praise poetry. This film ' +
      'visits three generations of players, from an eighty-year-old concertina master in Msinga to a young ' +
      'woman filling Durban stadiums. It is a history of migration and pride told through fast fingers and ' +
      'fierce lyrics.',
    year: 2023,
    ageRating: 'PG',
    advisories: [],
    originalLanguage: 'zu',
    audioLanguages: ['zu', 'en'],
    subtitleLanguages: ['en', 'zu'],
    genres: ['music', 'history'],
    runtimeMinutes: 79,
    credits: [
      { person: 'Nomvula Zondi', role: 'director' },
      { person: 'Sibusiso Majola', role: 'narrator' },
    ],
    look: { palette: ['#2b0f0f', '#9a3412', '#fde047'], motif: 'moon' },
    publishedDaysAgo: 210,
    popularity: 31,
  },
  {
    slug: 'goema-blue',
    type: 'documentary',
    title: 'Goema Blue',
    tagline: 'The Cape Town sound that outlived District Six, told by the people who play it.',
    synopsis:
      'Goema is the heartbeat of Cape Town, a rhythm carried from the New Year carnival to the jazz clubs ' +
      'of District Six and onto stages around the world. Through rehearsal rooms in the Bo-Kaap, Athlone ' +
      'living rooms and the Tweede Nuwe Jaar parade, the film follows the musicians who kept the sound ' +
      'alive after forced removals scattered its community. Rich archive, new sessions and a great deal of ' +
      'laughter.',
    year: 2020,
    ageRating: '10-12PG',
    advisories: ['L'],
    originalLanguage: 'en',
    audioLanguages: ['en', 'af'],
    subtitleLanguages: ['en', 'af'],
    genres: ['music', 'history'],
    runtimeMinutes: 84,
    credits: [
      { person: 'Ebrahim Davids', role: 'director' },
      { person: 'Ruth Abrahams', role: 'narrator' },
      { person: 'Priya Naidoo', role: 'producer' },
    ],
    look: { palette: ['#0a1f44', '#2563eb', '#f472b6'], motif: 'waves' },
    publishedDaysAgo: 300,
    popularity: 27,
  },
  {
    slug: 'makaya-ya-hina',
    type: 'documentary',
    title: 'Makaya ya Hina',
    tagline: 'The park has a long memory. So do the families who once called it home.',
    synopsis:
      'Long before the fences, Xitsonga-speaking families farmed, hunted and buried their ancestors in ' +
      'what is now the northern Kruger. This documentary follows elders returning to the sites of villages ' +
      'they were forced to leave, and the younger generation now working as rangers, guides and land-claim ' +
      'negotiators on the same ground. A moving, clear-eyed history of belonging, loss and partnership in ' +
      'the lowveld.',
    year: 2021,
    ageRating: '13',
    advisories: ['P'],
    originalLanguage: 'ts',
    audioLanguages: ['ts', 'en'],
    subtitleLanguages: ['en', 'ts'],
    genres: ['history', 'nature'],
    runtimeMinutes: 96,
    credits: [
      { person: 'Vongani Nkuna', role: 'director' },
      { person: 'Rhulani Mathebula', role: 'narrator' },
    ],
    look: { palette: ['#1c1917', '#78716c', '#f97316'], motif: 'grid' },
    publishedDaysAgo: 345,
    popularity: 18,
  },
  {
    slug: 'umbhoxo',
    type: 'documentary',
    title: 'Umbhoxo',
    tagline: "In Gqeberha's townships, black rugby clubs have kept the game alive for a century.",
    synopsis:
      "Long before the national team looked like the country, clubs in Gqeberha's New Brighton, Zwide and " +
      'KwaZakhele were playing fierce, joyful rugby in front of packed stands. Umbhoxo follows a ' +
      'century-old club through one season as it fights for funding, mentors its under-16s and prepares ' +
      "for a derby that matters more than any trophy. A story of pride, memory and the Eastern Cape's deep " +
      'love of the oval ball.',
    year: 2019,
    ageRating: 'PG',
    advisories: [],
    originalLanguage: 'xh',
    audioLanguages: ['xh', 'en'],
    subtitleLanguages: ['en', 'xh', 'af'],
    genres: ['sport', 'history'],
    runtimeMinutes: 71,
    credits: [
      { person: 'Mzwandile Tyala', role: 'director' },
      { person: 'Mzoxolo Ntshinga', role: 'narrator' },
    ],
    look: { palette: ['#0f2a1d', '#15803d', '#fbbf24'], motif: 'diagonal' },
    publishedDaysAgo: 375,
    popularity: 14,
  },
  {
    slug: 'lebelo',
    type: 'documentary',
    title: 'Lebelo',
    tagline: 'Nearly ninety kilometres, one mountain runner from Qwaqwa and a dream of gold.',
    synopsis:
      'Puleng Motloung learned to run on the mountain paths above Qwaqwa, carrying schoolbooks and later ' +
      'her baby daughter. At thirty-four she sets her sights on a gold medal at the Comrades Marathon, the ' +
      'gruelling ultramarathon between Durban and Pietermaritzburg. Following her through a year of dawn ' +
      'training, injury and family sacrifice, Lebelo is about endurance in every sense of the word.',
    year: 2025,
    ageRating: '7-9PG',
    advisories: [],
    originalLanguage: 'st',
    audioLanguages: ['st', 'en'],
    subtitleLanguages: ['en', 'st', 'zu'],
    genres: ['sport'],
    runtimeMinutes: 68,
    credits: [
      { person: 'Teboho Lesoli', role: 'director' },
      { person: 'Refiloe Mofokeng', role: 'narrator' },
    ],
    look: { palette: ['#1f1235', '#db2777', '#fde047'], motif: 'city' },
    publishedDaysAgo: 40,
    popularity: 42,
  },
  {
    slug: 'tafole-ya-mma',
    type: 'documentary',
    title: 'Tafole ya Mma',
    tagline: "Seswaa, morogo and Mma's Sunday table: a food road trip through the North West.",
    synopsis:
      'Setswana home cooks open their kitchens from Mahikeng to Taung in this warm road-trip documentary. ' +
      'Slow-pounded seswaa, wild morogo, sorghum bogobe and fat cakes fresh from the pot each come with a ' +
      'story of a grandmother, a harvest or a wedding. Part recipe book and part family album, it ' +
      'celebrates the cooks who feed a province.',
    year: 2023,
    ageRating: 'A',
    advisories: [],
    originalLanguage: 'tn',
    audioLanguages: ['tn', 'en'],
    subtitleLanguages: ['en', 'tn'],
    genres: ['food', 'family'],
    runtimeMinutes: 48,
    credits: [
      { person: 'Goitseone Moagi', role: 'director' },
      { person: 'Masego Phiri', role: 'narrator' },
    ],
    look: { palette: ['#2a1608', '#c2410c', '#86efac'], motif: 'city' },
    publishedDaysAgo: 160,
    popularity: 33,
  },
  {
    slug: 'xibelani-skirts-that-dance',
    type: 'documentary',
    title: 'Xibelani: Skirts That Dance',
    tagline: 'Metres of bright cloth, one skirt and a dance that shakes the ground in Giyani.',
    synopsis:
      'The xibelani is a layered skirt made from metres of bright cloth, and when Xitsonga women dance in ' +
      'it the whole room shakes. This documentary visits the seamstresses of Giyani and Malamulele who ' +
      'make them by hand, the dancers who bring them to festivals and the young designers taking them onto ' +
      'Joburg runways. An intimate portrait of craft, rhythm and identity.',
    year: 2022,
    ageRating: 'A',
    advisories: [],
    originalLanguage: 'ts',
    audioLanguages: ['ts', 'en'],
    subtitleLanguages: ['en', 'ts'],
    genres: ['music', 'history'],
    runtimeMinutes: 55,
    credits: [
      { person: 'Hlulani Baloyi', role: 'director' },
      { person: 'Khensani Ngobeni', role: 'narrator' },
    ],
    look: { palette: ['#1e0b2b', '#e11d48', '#facc15'], motif: 'stripes' },
    publishedDaysAgo: 270,
    popularity: 25,
  },
];

/** slugs of the titles in each spec collection, in display order */
export const COLLECTION_MEMBERS: Record<'mzansi-movies' | 'previews-trailers' | 'zulu-stories', string[]> = {
  'mzansi-movies': ['inqindi', 'umtshato', 'mhisi', 'last-taxi-to-soweto', 'more-kom-die-reen'],
  'previews-trailers': [
    'se-my-naam',
    'die-oe-van-leeu-gamka',
    'commissioner-street',
    'log-drum-nation',
    'nocturne-for-kofifi',
  ],
  'zulu-stories': ['umkhokha', 'amaphupho', 'ingoma-kagogo'],
};
