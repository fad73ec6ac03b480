import type { TitleTranslation, TitleTranslationLanguage } from '@mzansi/contracts/studio';

/**
 * The demo catalogue's taglines and synopses in isiZulu, isiXhosa and Afrikaans (issue 16), by the title's slug
 * (catalogue-data.ts holds the English). Written to read naturally in each language rather than word for word;
 * names of people, places and titles stay as they are. Open to review by native speakers, as the interface's
 * catalogues are (docs/i18n/README.md). Taglines keep to the studio's limit of 90 characters.
 */
export const TITLE_TRANSLATIONS: Record<string, Record<TitleTranslationLanguage, TitleTranslation>> = {
  umkhokha: {
    zu: {
      tagline: 'Isizukulwane ngasinye, abakwaKhumalo bangcwaba indodana. UNandi ubuyele ukukuqeda.',
      synopsis:
        'Lapho uNandi Khumalo eshayela esuka eGoli eya ekhaya ukuyongcwaba ubaba wakhe emagqumeni aluhlaza ngaphezu kwaseNkandla, ugogo wakhe umtshela lokho umndeni ongakaze ukusho ngokuzwakalayo: kusukela ngo-1906, isizukulwane ngasinye silahlekelwe yindodana ingakafiki eminyakeni engamashumi amathathu. Umfowabo omncane uMthunzi ugcwalisa iminyaka engamashumi amabili nesishiyagalolunye ngesonto elizayo. Egijima phakathi komuzi, umtapo wolwazi omdala wemishini e-Eshowe nokuthula okungaxolile kwabomalume bakhe, uNandi kumele athole isifungo esephuliwe esingemuva komkhokha ungakamthathi.',
    },
    xh: {
      tagline: 'Kwisizukulwana ngasinye, abakwaKhumalo bangcwaba unyana. UNandi ubuyele ukukuphelisa.',
      synopsis:
        'Xa uNandi Khumalo eqhuba esuka eRhawutini esiya ekhaya kungcwaba utata wakhe kwiinduli eziluhlaza ngaphezu kweNkandla, umakhulu wakhe umxelela into usapho olungazange luyithethe phandle: ukususela ngo-1906, isizukulwana ngasinye siphulukene nonyana engekafikeleli kwiminyaka engamashumi amathathu. Umninawa wakhe uMthunzi uza kuba neminyaka engamashumi amabini anesithoba kwiveki ezayo. Ebaleka phakathi komzi, indawo yoovimba endala yemishini e-Eshowe nokuthula okungonwabisiyo koomalume bakhe, uNandi kufuneka afumanise isifungo esaphulwayo esisemva komkhokha ngaphambi kokuba umthathe.',
    },
    af: {
      tagline: "Elke geslag begrawe die Khumalo-familie 'n seun. Nandi het huis toe gekom om dit te stop.",
      synopsis:
        "Wanneer Nandi Khumalo van Johannesburg af huis toe ry om haar pa in die groen heuwels bo Nkandla te begrawe, vertel haar ouma haar wat die familie nog nooit hardop gesê het nie: sedert 1906 het elke geslag 'n seun verloor voor sy dertigste verjaarsdag. Haar jonger broer Mthunzi word volgende week nege-en-twintig. Tussen die opstal, 'n ou sendingargief in Eshowe en die ongemaklike stilte van haar ooms moet Nandi die gebroke eed agter die umkhokha ontrafel voordat dit hom opeis.",
    },
  },
  'amanzi-amnyama': {
    zu: {
      tagline: 'Ichweba laseThekwini alilali. Nabantu abaliphethe ebusuku abalali.',
      synopsis:
        'USayitsheni woMseshi uVusi Mthethwa usechithe iminyaka eyishumi nambili echwebeni laseThekwini, futhi uyazi ukuthi yimaphi amakhreyini anyakaza emva kwamabili. Lapho isisebenzi sasechwebeni sinyamalala futhi kutholakala umthwalo wemithi yomgunyathi endaweni yokugcina izimpahla eChatsworth, umkhondo uholela kuSbu, umngane wakhe wasebuntwaneni, manje ongumxhumanisi oshelelayo kunabo bonke ePoint. Phakathi kweziphepho zasehlobo nezibani ezikhanyayo, uVusi kumele akhethe phakathi kwebheji lakhe nendoda eyake yamsindisa impilo.',
    },
    xh: {
      tagline: 'Izibuko laseThekwini alilali. Nabantu abaliqhuba ebusuku abalali.',
      synopsis:
        'USajini woMcuphi uVusi Mthethwa uchithe iminyaka elishumi elinesibini kwizibuko laseThekwini, kwaye uyazi ukuba zeziphi iikhreyini ezishukumayo emva kobusuku obunzulu. Xa umsebenzi wasezibukweni enyamalala kwaye kufunyanwa amayeza omgunyathi kwindawo yokugcina impahla eChatsworth, umkhondo ukhokelela kuSbu, umhlobo wakhe wobuntwana, ngoku ongoyena mlungisi ukrelekrele ePoint. Phakathi kwezaqhwithi zasehlotyeni nezibane ezimenyezelayo, uVusi kufuneka akhethe phakathi kwebheji yakhe nendoda eyakha yamsindisa ubomi.',
    },
    af: {
      tagline: 'Durban se hawe slaap nooit nie. Die mense wat dit ná donker bestuur ook nie.',
      synopsis:
        "Speurdersersant Vusi Mthethwa werk al twaalf jaar op die Durbanse waterfront en weet watter hyskrane ná middernag beweeg. Wanneer 'n dokwerker verdwyn en 'n besending vervalste medisyne in 'n pakhuis in Chatsworth opduik, lei die spoor na sy jeugvriend Sbu, nou die gladste kontakman by die Point. Tussen somerstorms en klam neonlig moet Vusi kies tussen sy kenteken en die man wat eens sy lewe gered het.",
    },
  },
  'ingoma-kagogo': {
    zu: {
      tagline: 'Umfana wase-Umlazi, ugogo wakhe nengoma endala yomaskandi engabaphumelelisa.',
      synopsis:
        'USanele oneminyaka eyishumi nanye ubhalisa ugogo wakhe ngasese embukisweni wamathalente kamabonakude ngemva kokumuzwa engunguna ingoma yomaskandi ayibhala ngo-1979. UGogo MaDlamini uqala ethukile, abe nelukuluku, bese ezimisela ukufunda ukuthi iyini i-ring light. Uhambo lwabo oluya kowamanqamu eThekwini lubuyisa owayedlala naye eqenjini, isiginci esasilahlekile kudala nendaba yomndeni okungekho owayelindele ukuyizwa.',
    },
    xh: {
      tagline: 'Inkwenkwe yase-Umlazi, umakhulu wayo nengoma endala yomaskandi enokubaphumelelisa.',
      synopsis:
        'USanele oneminyaka elishumi elinanye ubhalisa umakhulu wakhe ngokufihlakeleyo kumboniso weetalente kumabonwakude emva kokumva ehlabelela ngezantsi ingoma yomaskandi awayibhala ngo-1979. UGogo MaDlamini uqala othukile, emva koko abe nomdla, aze azimisele ukufunda ukuba yintoni i-ring light. Uhambo lwabo olusiya kumagqibela kankqoyi eThekwini lubuyisa owayedlala naye ebhendini, ikatala eyayilahlekile kudala nebali losapho ekungekho mntu wayelilindele.',
    },
    af: {
      tagline: "'n Seun van Umlazi, sy gogo en een ou maskandi-liedjie wat alles kan wen.",
      synopsis:
        "Die elfjarige Sanele skryf sy ouma stilletjies vir 'n televisie-talentkompetisie in nadat hy haar 'n maskandi-liedjie hoor neurie wat sy in 1979 geskryf het. Gogo MaDlamini is eers geskok, toe nuuskierig en toe vasbeslote om uit te vind wat 'n ringlig is. Hul pad na die eindronde in Durban bring 'n ou bandmaat, 'n lank verlore kitaar en 'n familieverhaal terug wat niemand verwag het om te hoor nie.",
    },
  },
  'more-kom-die-reen': {
    zu: {
      tagline: 'Iminyaka emithathu yesomiso, ipulazi lezimvu nomshado ophelelwa ngamazwi.',
      synopsis:
        'Epulazini lezimvu ngaphandle kwaseBeaufort West, amadamu asomile amahlobo amathathu, kanti u-Elna noDawid Louw sebayekile ukukhuluma ngokuzokwenzeka uma imvula ingabuyi. Lapho uGerrit Jantjies, uthando lwakhe lokuqala nongusosayensi wamanzi manje, efika ezohlola amanzi angaphansi komhlaba esifundeni, imizwa yakudala iphakama ngokushesha kunanoma yimuphi umgodi wamanzi. Indaba yothando ethulile nebuhlungu yaseKaroo mayelana nokuhlala, ukuhamba nephunga lemvula etsheni elishisayo.',
    },
    xh: {
      tagline: 'Iminyaka emithathu yembalela, ifama yeegusha nomtshato ophelelwa ngamazwi.',
      synopsis:
        'Kwifama yeegusha ngaphandle kweBeaufort West, amadama omile kangangeehlobo ezintathu, kwaye u-Elna noDawid Louw sebeyekile ukuthetha ngokuza kwenzeka ukuba imvula ayibuyi. Xa uGerrit Jantjies, uthando lwakhe lokuqala nongoku oyingcali yamanzi, efika ukuza kuhlola amanzi angaphantsi komhlaba kwesi sithili, iimvakalelo ezindala ziphakama ngokukhawuleza kunawo nawuphi na umngxuma wamanzi. Ibali lothando elizolileyo nelibuhlungu laseKaroo malunga nokuhlala, ukuhamba nevumba lemvula phezu kwelitye elishushu.',
    },
    af: {
      tagline: "Drie jaar droogte, een skaapplaas en 'n huwelik wat uit woorde raak.",
      synopsis:
        "Op 'n skaapplaas buite Beaufort-Wes is die damme al drie somers droog, en Elna en Dawid Louw het opgehou praat oor wat gebeur as die reën nooit terugkom nie. Wanneer Gerrit Jantjies, haar eerste liefde en nou 'n hidroloog, opdaag om die distrik se grondwater te ondersoek, styg ou gevoelens vinniger as enige boorgat. 'n Stil, seer Karoo-romanse oor bly, weggaan en die reuk van reën op warm klip.",
    },
  },
  'sker-klip-papier': {
    zu: {
      tagline: 'Amasalon amabili aphikisanayo, umgwaqo owodwa eBellville nomshado obungalindelekile.',
      synopsis:
        'URochelle Hendricks usephethe isalon esimatasa kunazo zonke kuVoortrekker Road iminyaka engamashumi amabili, kwaze kwaba yilapho owayengumyeni wakhe uLionel evula indawo yokugunda ngaphesheya komgwaqo. Impi yabo yamanani iyakhula, kusukela ekomiseni izinwele mahhala kuya ku-DJ odlala bukhoma nopholi odideke kakhulu. Bese izingane zabo zimemezela ukuthi ziyashada, futhi womabili amasalon anenyanga eyodwa kuphela yokwenza izinwele zomshado ndawonye.',
    },
    xh: {
      tagline: 'Iisalon ezimbini ezikhuphisanayo, isitrato esinye eBellville nomtshato ongalindelekanga.',
      synopsis:
        'URochelle Hendricks uqhube eyona salon ixakeke kakhulu kwiVoortrekker Road iminyaka engamashumi amabini, de owayesakuba ngumyeni wakhe uLionel avule indawo yokucheba ngaphesheya kwesitrato. Imfazwe yabo yamaxabiso iyakhula, ukusuka ekomiseni iinwele simahla ukuya kwi-DJ edlala bukhoma nesikhwenene esididekileyo kakhulu. Emva koko abantwana babo bazisa ukuba bayatshata, kwaye zombini ii-salon zinenyanga enye kuphela yokwenza iinwele zomtshato kunye.',
    },
    af: {
      tagline: "Twee haarsalonne in oorlog, een straat in Bellville en 'n onverwagte troue.",
      synopsis:
        "Rochelle Hendricks bestuur al twintig jaar die besigste salon in Voortrekkerweg, totdat haar eksman Lionel reg oorkant die straat 'n barbierswinkel oopmaak. Hul prysoorlog eskaleer van gratis blaasdroog tot 'n lewendige DJ en 'n baie verwarde papegaai. Toe kondig hul kinders aan dat hulle gaan trou, en albei salonne het presies een maand om die troue se hare saam te doen.",
    },
  },
  'die-oe-van-leeu-gamka': {
    zu: {
      tagline: 'Edolobhaneni laseKaroo elinabantu abangama-90, kukhona njalo obukele esegqumeni.',
      synopsis:
        'UMfundisi uWillem Marais wamukela umsebenzi edolobhaneni elincane laseLeeu-Gamka ukuze anikeze umndeni wakhe isiqalo esisha ngemva kwehlazo ePitoli. Umkakhe u-Annelie uqala ukubona izibani ezinyakazayo egqumeni ngaphezu kwesonto, kanti abantu basedolobheni benqaba ngenhlonipho ukukhuluma ngomndeni owawuhlala endlini yomfundisi ngaphambi kwabo. Njengoba ubusuku basebusika bubanda ngaphezu kweqhwa, ababukele bayasondela.',
    },
    xh: {
      tagline: 'Kwidolophu yaseKaroo enabantu abangama-90, kusoloko kukho obukeleyo esendulini.',
      synopsis:
        'UMfundisi uWillem Marais uthatha umsebenzi kwidolophu encinci yaseLeeu-Gamka ukuze anike usapho lwakhe isiqalo esitsha emva kwehlazo ePitoli. Inkosikazi yakhe u-Annelie iqala ukubona izibane ezihambayo endulini ngaphezu kwecawa, kwaye abantu basedolobheni bayala ngembeko ukuthetha ngosapho olwaluhlala kwindlu yomfundisi phambi kwabo. Njengoko ubusuku basebusika buya bubanda ngaphezu komkhenkce, ababukeleyo basondela.',
    },
    af: {
      tagline: "In 'n Karoo-dorpie van negentig mense hou iemand altyd van die koppie af dop.",
      synopsis:
        "Dominee Willem Marais aanvaar 'n beroep na die piepklein Leeu-Gamka om sy gesin ná 'n skandaal in Pretoria 'n nuwe begin te gee. Sy vrou Annelie begin ligte sien wat op die koppie bo die kerk beweeg, en die dorpenaars weier beleefd om oor die gesin te praat wat voor hulle in die pastorie gewoon het. Soos die winternagte onder vriespunt daal, kom die wagters nader.",
    },
  },
  'ubuhle-bolwandle': {
    zu: {
      tagline: 'Umfundisi wokuntweza emagagasini, usosayensi wolwandle nobusika obude eWild Coast.',
      synopsis:
        'Usosayensi wezilwane zasolwandle u-Aviwe Ndamase ubuyela ePort St Johns ezofaka amathegi koshaka abalandela ukufika kwama-sardine, futhi akanaso isikhathi sikaLuvuyo Gxowa, umfundisi wokuntweza owafundisa ingxenye yesigodi ukubhukuda. Imindeni yabo ibilokhu ixabana ngogu olufanayo izizukulwane ezimbili. Phakathi kwamagagasi esiphepho, imilomo yemifula nomama ohlala ebeka ipuleti elengeziwe esidlweni sakusihlwa, laba ababili bathola ukuthi ulwandle alunandaba nezingqumbo zakudala.',
    },
    xh: {
      tagline: 'Umqeqeshi wokutyibiliza emaza, ingcali yolwandle nobusika obude eWild Coast.',
      synopsis:
        'Ingcali yezilwanyana zaselwandle u-Aviwe Ndamase ubuyela ePort St Johns ukuza kufaka iithegi kookrebe abalandela ukufika kweesardine, kwaye akanalo ixesha likaLuvuyo Gxowa, umqeqeshi wokutyibiliza emaza owafundisa isiqingatha selali ukuqubha. Iintsapho zabo bezisoloko zixabana ngonxweme olunye kangangezizukulwana ezibini. Phakathi kwamaza esaqhwithi, imilomo yemilambo nomama osoloko ebeka ipleyiti eyongezelelweyo esidlweni sangokuhlwa, aba babini bafumanisa ukuba ulwandle alukhathali ngeenzondo zakudala.',
    },
    af: {
      tagline: "'n Branderplankinstrukteur, 'n mariene bioloog en een lang winter aan die Wildekus.",
      synopsis:
        "Mariene bioloog Aviwe Ndamase keer terug na Port St Johns om die haaie te merk wat die sardyntjieloop volg, en sy het geen tyd vir Luvuyo Gxowa nie, die branderplankinstrukteur wat die halwe dorp leer swem het. Hul families stry al twee geslagte lank oor dieselfde stuk kus. Tussen stormdeinings, riviermondings en 'n ma wat aanhou om 'n ekstra plek by die aandete te dek, ontdek die twee dat die see niks omgee vir ou vetes nie.",
    },
  },
  inqindi: {
    zu: {
      tagline: 'IMotherwell yakhulisa amaqhawe. Eneminyaka engu-41, uZola ufuna umzuliswano wokugcina.',
      synopsis:
        "Owayengumpetha we-junior-lightweight uZola 'Thunder' Mantambo manje ulungisa amafriji eMotherwell futhi uqeqesha izingane ejimini esehholo lesonto. Lapho umgqugquzeli wemidlalo oshelelayo emnikeza umdlalo wokubuya ebhekene nenkanyezi ekhulayo yaseGauteng, indodakazi yakhe uYonela, osebenza ezimeni eziphuthumayo, yenqaba ukumbona elimala futhi. Kusethwe emphakathini weGqeberha oziqhenya ngesibhakela, i-Inqindi imayelana nokuzithiba, ukuziqhenya nokwazi ukuthi kufanele usukume nini ngokwesinye isikhathi.",
    },
    xh: {
      tagline: 'Iintshatsheli zaseMotherwell: eneminyaka engama-41, uZola ufuna umjikelo wokugqibela.',
      synopsis:
        "Owayesakuba yintshatsheli ye-junior-lightweight uZola 'Thunder' Mantambo ngoku ulungisa iifriji eMotherwell kwaye uqeqesha abantwana kwijimu eseholweni lecawa. Xa umququzeleli wemidlalo onobuqhophololo emnika umlo wokubuya ejongene nenkwenkwezi ekhulayo yaseGauteng, intombi yakhe uYonela, osebenza kwiimeko ezingxamisekileyo, iyala ukumbona enzakala kwakhona. Isekwe kuluntu lweGqeberha oluzidla ngamanqindi, i-Inqindi imalunga nokuziqeqesha, ukuzidla nokwazi ukuba kufuneka uphakame nini kwakhona.",
    },
    af: {
      tagline: 'Motherwell het kampioene grootgemaak. Op 41 wil Zola Mantambo een laaste rondte hê.',
      synopsis:
        "Voormalige junior-liggewigkampioen Zola 'Thunder' Mantambo herstel deesdae yskaste in Motherwell en oefen kinders in 'n gimnasium in 'n kerksaal af. Wanneer 'n gladde promotor hom 'n terugkeergeveg teen 'n opkomende Gauteng-ster aanbied, weier sy dogter Yonela, 'n paramedikus, om hom weer te sien seerkry. Inqindi speel af in Gqeberha se trotse boksgemeenskap en gaan oor dissipline, trots en om te weet wanneer om nog een keer op te staan.",
    },
  },
  umtshato: {
    zu: {
      tagline: 'Imishado emibili, omama ababili, impelasonto eyodwa. ULihle noKarabo bafuna ukuthi yebo.',
      synopsis:
        'ULihle Qwabe waseMthatha noKarabo Molefe waseMahikeng bathembise yomibili imindeni umshado ofanele: umtshato onezinkomo nezingoma eMpumalanga Kapa, nomshado omhlophe esivinini eKapa. Ngenxa yephutha lokubhuka, yomibili iwela ngempelasonto efanayo, iqhelelene ngamakhilomitha ayinkulungwane. Nomalume owenqaba ukugibela indiza nekhekhe lezitezi ezintathu elihamba ngetekisi, lo mbhangqwana ufunda ukuthi uthando ikakhulukazi luwukuhlela izinto.',
    },
    xh: {
      tagline: 'Imitshato emibini, oomama ababini, impelaveki enye. ULihle noKarabo bafuna ukuthi ewe.',
      synopsis:
        'ULihle Qwabe waseMthatha noKarabo Molefe waseMahikeng bathembise zombini iintsapho umtshato ofanelekileyo: umtshato weenkomo neengoma eMpuma Koloni, nomtshato omhlophe kwisidiliya saseKapa. Ngenxa yempazamo yokubhukisha, yomibini iwela kwimpelaveki enye, iqelelene ngeekhilomitha eziliwaka. Nomalume owala ukukhwela inqwelomoya nekeyiki yemigangatho emithathu ehamba ngeteksi, esi sibini sifunda ukuba uthando ubukhulu becala kukucwangcisa.',
    },
    af: {
      tagline: "Twee troues, twee ma's, een naweek. Lihle en Karabo wou net ja sê.",
      synopsis:
        "Lihle Qwabe van Mthatha en Karabo Molefe van Mahikeng het albei families 'n behoorlike troue belowe: umtshato met beeste en sang in die Oos-Kaap, en 'n wit troue op 'n wynplaas in Kaapstad. Danksy 'n besprekingsfout val albei op dieselfde naweek, duisend kilometer uitmekaar. Met 'n oom wat weier om te vlieg en 'n drieverdiepingkoek wat per taxi reis, leer die paartjie dat liefde meestal logistiek is.",
    },
  },
  'thaba-ya-sephiri': {
    zu: {
      tagline: 'Umhambi olahlekile, isigodi esithule namawa esihlabathi akhumbula konke.',
      synopsis:
        'Lapho umhambi waseGoli enyamalala emaweni esihlabathi ngaphezu kweClarens, uConstable Dineo Ramohlale nguye kuphela iphoyisa abelusi basezintabeni abavuma ukukhuluma nalo. Ukusesha kumholela emhumeni lapho umkhulu wakhe wake wafihla khona izinkomo kubaphangi, nasesivumelwaneni somhlaba ingxenye yedolobha efuna sihlale siyimfihlo. Njengoba iqhwa livala izindlela zasezintabeni empumalanga yeFree State, uDineo kumele anqume ukuthi uzothemba bani.',
    },
    xh: {
      tagline: 'Umhambi olahlekileyo, ilali ethe cwaka namawa elitye lentlabathi akhumbula yonke into.',
      synopsis:
        'Xa umhambi waseRhawutini enyamalala kwiincopho zelitye lentlabathi ngaphezu kweClarens, uConstable Dineo Ramohlale kuphela kwepolisa abalusi basezintabeni abavuma ukuthetha nalo. Ukukhangela kumkhokelela kumqolomba apho utatomkhulu wakhe wakhe wafihla iinkomo kubahlaseli, nakwisivumelwano somhlaba isiqingatha sedolophu esifuna sihlale siyimfihlo. Njengoko ikhephu livala iindlela zeentaba kumpuma weFree State, uDineo kufuneka agqibe ukuba uza kuthemba bani.',
    },
    af: {
      tagline: "'n Vermiste stapper, 'n stil dorpie en sandsteenkranse wat alles onthou.",
      synopsis:
        "Wanneer 'n Joburgse stapper in die sandsteenriwwe bo Clarens verdwyn, is konstabel Dineo Ramohlale die enigste polisiebeampte met wie die bergherders wil praat. Die soektog lei haar na 'n grot waar haar oupa eens beeste vir rowers weggesteek het, en na 'n grondtransaksie wat die halwe dorp stil wil hou. Terwyl sneeu die passe van die Oos-Vrystaat toemaak, moet Dineo besluit wie sy kan vertrou.",
    },
  },
  'pere-e-tshweu': {
    zu: {
      tagline: 'Intombazane yaseQwaqwa, iponi elimhlophe eliyisiqhwaga nomjaho wempilo yayo.',
      synopsis:
        "ULimpho oneminyaka eyishumi nambili ukhulise iponi elimhlophe lesiSuthu elingathambile ngokuphelele elibizwa ngokuthi nguLehlohonolo, 'inhlanhla', emithambekeni eduze kwaseQwaqwa. Lapho umjaho waminyaka yonke wasezintabeni unikeza umklomelo omkhulu ngokwanele ukulungisa uphahla lukamkhulu wakhe, uyangena naphezu kokuyalwa yibo bonke, kuhlanganise neponi uqobo. Uhambo olufudumele lomndeni emadlelweni egolide, ezivunguvungwini zasehlobo nasemithambekeni yeMaloti.",
    },
    xh: {
      tagline: 'Intombazana yaseQwaqwa, iponi emhlophe eneenkani nogqatso lobomi bayo.',
      synopsis:
        "ULimpho oneminyaka elishumi elinesibini ukhulise iponi emhlophe yesiSuthu engaqheliswanga ngokupheleleyo ebizwa ngokuba nguLehlohonolo, 'ithamsanqa', kumathambeka akufutshane neQwaqwa. Xa ugqatso lonyaka lwasezintabeni lunika ibhaso elikhulu ngokwaneleyo ukulungisa uphahla lukatatomkhulu wakhe, uyangena nangona wonke umntu emcebisa ngenye indlela, kuquka neponi ngokwayo. Uhambo olufudumeleyo losapho kumadlelo egolide, kwiindudumo zasehlotyeni nakumathambeka eMaloti.",
    },
    af: {
      tagline: "'n Meisie van Qwaqwa, 'n koppige wit ponie en die wedren van haar lewe.",
      synopsis:
        "Die twaalfjarige Limpho het 'n halfwilde wit Basotho-ponie genaamd Lehlohonolo, 'geluk', in die voetheuwels naby Qwaqwa grootgemaak. Wanneer die jaarlikse bergwedren 'n prys aanbied wat groot genoeg is om haar oupa se dak reg te maak, skryf sy in teen almal se raad in, die ponie s'n ingesluit. 'n Warm familie-avontuur deur goue grasvelde, somerse donderstorms en die Maloti-voetheuwels.",
    },
  },
  'madi-a-rona': {
    zu: {
      tagline: 'Imali yesitokofela ilahlekile. Omama abane eMahikeng bayayibuyisa.',
      synopsis:
        "Iminyaka eyishumi nanhlanu isitokofela iBana ba Pula sikhokhele imishado, imingcwabo nemikhosi kaZibandlela yaseMahikeng. Lapho umshana womgcinimafa okhuluma kamnandi 'etshala' yonke imali ohlelweni lwe-crypto, uMma Dikeledi nabangane bakhe bahlela ubuphanga obunesikhathi esinembile njengekhwaya yesonto, imoto yezidumbu ebolekiwe namagwinya amaningi. Amahlaya abukhali nafudumele ngobungane, ukuziqhenya nokungalokothi ubukele phansi owesifazane one-spreadsheet.",
    },
    xh: {
      tagline: 'Imali yomgalelo ilahlekile. Oomakazi abane eMahikeng bayayibuyisa.',
      synopsis:
        "Kangangeminyaka elishumi elinesihlanu umgalelo iBana ba Pula uhlawulele imitshato, imingcwabo nemibhiyozo kaDisemba eMahikeng. Xa umtshana kanondyebo othetha kamnandi 'etyala' yonke imali kwisikimu se-crypto, uMma Dikeledi nabahlobo bakhe baceba ubusela obucwangciswe ngexesha elichanekileyo njengekwayala yecawa, imoto yemingcwabo ebolekiweyo namagwinya amaninzi. Ihlaya elibukhali nelifudumeleyo ngobuhlobo, ukuzidla nokungaze umjongele phantsi umfazi one-spreadsheet.",
    },
    af: {
      tagline: 'Die stokvelgeld is weg. Vier tannies in Mahikeng gaan dit terugkry.',
      synopsis:
        "Vyftien jaar lank betaal die Bana ba Pula-stokvel vir Mahikeng se troues, begrafnisse en Desemberfeeste. Wanneer die tesourier se glibberige nefie die hele pot in 'n kripto-skema 'belê', beplan Mma Dikeledi en haar vriendinne 'n roof met kerkkoor-tydsberekening, 'n geleende lykswa en baie vetkoek. 'n Skerp, warm komedie oor vriendskap, trots en om nooit 'n vrou met 'n sigblad te onderskat nie.",
    },
  },
  'pelo-ya-me': {
    zu: {
      tagline: 'Wabuyela ekhaya ezothengisa ipulazi. Yena weza ezokwakha kulo isiteshi samandla elanga.',
      synopsis:
        'Ngemva kokushona kukayise, ummeli waseGoli uNaledi Pule ubuyela epulazini lomndeni onqenqemeni lwePilanesberg, ehlose ukulithengisa kungakapheli isonto. Unjiniyela womthengi, indoda yomXhosa ekhuluma kancane egama linguAyabonga, uhlala ethola izizathu zokukala igquma elifanayo kabili. Phakathi kwezihlahla zameva, ulimi olubukhali lukanina namadina amade angeSonto, uNaledi uthola ukuthi ikhaya linemigomo yalo.',
    },
    xh: {
      tagline: 'Wabuyela ekhaya ukuza kuthengisa ifama. Yena weza kwakha isikhululo samandla elanga kuyo.',
      synopsis:
        'Emva kokusweleka kukayise, igqwetha laseRhawutini uNaledi Pule ubuyela kwifama yosapho esecaleni lePilanesberg, ezimisele ukuyithengisa kungaphelanga iveki. Injineli yomthengi, indoda engumXhosa ethetha ngobunono egama linguAyabonga, isoloko ifumana izizathu zokulinganisa induli enye kabini. Phakathi kwemithi enameva, ulwimi olubukhali lukanina nezidlo ezinde zangeCawa, uNaledi ufumanisa ukuba ikhaya linemigaqo yalo.',
    },
    af: {
      tagline: "Sy het gekom om die plaas te verkoop. Hy het gekom om 'n sonkragaanleg daarop te bou.",
      synopsis:
        "Ná haar pa se dood keer die Joburgse prokureur Naledi Pule terug na die familieplaas aan die rand van die Pilanesberg, met die plan om dit binne 'n week te verkoop. Die koper se ingenieur, 'n sagte Xhosa-man genaamd Ayabonga, vind gedurig redes om dieselfde heuwel twee keer op te meet. Tussen doringbome, haar ma se skerp tong en lang Sondagmiddagetes ontdek Naledi dat die huis sy eie voorwaardes het.",
    },
  },
  nyeleti: {
    zu: {
      tagline: 'Kusukela eGiyani kuya esiteji saseGoli, ne-xibelani yakhe nezingoma zikagogo wakhe.',
      synopsis:
        'UNyeleti Mathye udansa i-xibelani kuwo wonke umshado eGiyani futhi ubhala izingoma ngemuva kwencwadi yakhe yezibalo. Lapho umdidiyeli waseGoli eguqula enye yamavidiyo akhe ibe yingoma ye-amapiano esakazeke kakhulu engamnikanga udumo, ugibela ibhasi aye edolobheni ezofuna izwi lakhe. Ubaba wakhe umfuna enyuvesi, idolobha lifuna ashintshe igama lakhe, kanti uNyeleti ufuna kokubili izimpande zakhe nesiteji.',
    },
    xh: {
      tagline: 'Ukusuka eGiyani ukuya eqongeni laseRhawutini, ne-xibelani neengoma zikamakhulu wakhe.',
      synopsis:
        'UNyeleti Mathye udanisa i-xibelani kuyo yonke imitshato eGiyani kwaye ubhala iingoma ngasemva kwencwadi yakhe yezibalo. Xa umvelisi waseRhawutini eguqula enye yeevidiyo zakhe ibe yingoma ye-amapiano esasazeke kakhulu engakhankanywanga, ukhwela ibhasi esiya esixekweni ukuza kubanga ilizwi lakhe. Utata wakhe umfuna eyunivesithi, isixeko sifuna atshintshe igama lakhe, ke uNyeleti ufuna zombini iingcambu zakhe neqonga.',
    },
    af: {
      tagline: 'Van Giyani tot die Joburgse verhoog, met haar xibelani en haar ouma se liedjies.',
      synopsis:
        "Nyeleti Mathye dans xibelani by elke troue in Giyani en skryf liedjies agter in haar wiskunde-oefeningboek. Wanneer 'n Joburgse vervaardiger een van haar video's sonder erkenning in 'n amapiano-treffer omskep wat viraal gaan, klim sy op die bus stad toe om haar eie stem op te eis. Haar pa wil hê sy moet universiteit toe gaan, die stad wil hê sy moet haar naam verander, en Nyeleti wil haar wortels én die verhoog hê.",
    },
  },
  mhisi: {
    zu: {
      tagline: 'Emngceleni weKruger, unogada uzingela abazingeli bobhejane. Kukhona ozingela yena.',
      synopsis:
        'URisimati Baloyi wakhulela esigodini esisemngceleni osentshonalanga weKruger futhi usechithe iminyaka eyishumi evikela obhejane bayo. Lapho ozakwabo amethembayo ebulawa futhi igama lomzala wakhe livela ohlwini lwabakhokhelwa yiqembu lezigebengu, uRisimati uyanyamalala nodokotela wezilwane onobufakazi bakhe. Indaba ethusayo yasehlathini mayelana nokwethembeka nentengo yophondo, eyenzeka phakathi kwemipane, amadwala egranite nomfula iLetaba.',
    },
    xh: {
      tagline: 'Kumda weKruger, unogada uzingela abazingeli boomkhombe. Kukho omzingelayo yena.',
      synopsis:
        'URisimati Baloyi wakhulela kwilali esemdeni osentshona weKruger kwaye uchithe iminyaka elishumi ekhusela oomkhombe bayo. Xa ugxa wakhe amthembayo ebulawa kwaye igama lomzala wakhe livela kuluhlu lwabahlawulwa liqela lemigulukudu, uRisimati uyanyamalala kunye nogqirha wezilwanyana onobungqina bakhe. Ibali elothusayo lasendle malunga nokunyaniseka nexabiso lophondo, elenzeka phakathi kwemopane, iinduli zegranite nomlambo iLetaba.',
    },
    af: {
      tagline: "Aan die rand van die Kruger jag 'n veldwagter die stropers. Iemand jag hóm.",
      synopsis:
        "Risimati Baloyi het in 'n dorpie op die westelike grens van die Kruger grootgeword en bewaak al tien jaar sy renosters. Wanneer 'n vertroude kollega vermoor word en sy eie neef se naam op 'n sindikaat se betaalstaat verskyn, verdwyn Risimati van die radar saam met 'n wildveearts wat haar eie bewyse het. 'n Gespanne bosveldriller oor lojaliteit en die prys van horing, tussen mopanies, granietkoppies en die Letabarivier.",
    },
  },
  'last-taxi-to-soweto': {
    zu: {
      tagline: 'Itekisi elilodwa, isikhwama esisodwa, ubusuku obude phakathi kweBraamfontein ne-Orlando.',
      synopsis:
        "UJabu 'Bra J' Nkosi ushayela itekisi lokugcina elisuka eBree Street njalo ebusuku futhi unomthetho owodwa: akukho mibuzo. Namhlanje owesifazane ogqoke ingubo yomshado ungena nesikhwama esigcwele imali yomunye umuntu, futhi kubonakala sengathi zonke izigebengu zaseGoli ziyazi. Phakathi kwama-shisanyama aseSoweto, umseshi onenzondo nomnikazi wamatekisi ofuna iQuantum yakhe ibuye kungakasi, uJabu wephula yonke imithetho yakhe.",
    },
    xh: {
      tagline: 'Iteksi enye, ibhegi enye, ubusuku obude kakhulu phakathi kweBraamfontein ne-Orlando.',
      synopsis:
        "UJabu 'Bra J' Nkosi uqhuba iteksi yokugqibela ephuma eBree Street ubusuku ngabunye kwaye unomgaqo omnye: akukho mibuzo. Ngobu busuku umfazi onxibe ilokhwe yomtshato ungena nebhegi ezele yimali yomnye umntu, kwaye kubonakala ngathi yonke imigulukudu yaseRhawutini iyazi. Phakathi kweeshisanyama zaseSoweto, umcuphi onenzondo nomnini-teksi ofuna iQuantum yakhe ibuye ngaphambi kokusa, uJabu waphula yonke imigaqo yakhe.",
    },
    af: {
      tagline: 'Een taxi, een aktetas, een baie lang nag tussen Braamfontein en Orlando.',
      synopsis:
        "Jabu 'Bra J' Nkosi ry elke aand die laaste minibustaxi uit Breestraat en hy het een reël: geen vrae nie. Vanaand klim 'n vrou in 'n trourok in met 'n aktetas vol iemand anders se kontant, en dit lyk of elke boef in Johannesburg daarvan weet. Tussen Soweto se shisanyamas, 'n speurder met 'n wrok en 'n taxibaas wat sy Quantum teen dagbreek terug wil hê, breek Jabu elke reël wat hy het.",
    },
  },
  'grey-street-masala': {
    zu: {
      tagline: 'Izizukulwane ezintathu, ikhishi elilodwa laseThekwini neresiphi kakhari okufanele ilwelwe.',
      synopsis:
        'Umndeni wakwaGovindsamy uphakela ukhari wenyama yemvu ofanayo kuGrey Street kusukela ngo-1962, futhi uShanthi uhlose ukuthi kuhlale kunjalo. Lapho ubaba wakhe eqasha uMusa, umpheki osemusha waKwaMashu ofaka amadumbe kumenyu, umndeni uhlukana ube amaqembu amabili kanti amakhasimende ajwayelekile aqala ukubheja. Amahlaya afudumele mayelana nokudla, umndeni nesiphithiphithi esimnandi sesikhathi sokudla kwasemini eThekwini.',
    },
    xh: {
      tagline: 'Izizukulwana ezintathu, ikhitshi elinye laseThekwini neresiphi yekhari efanele ukulwelwa.',
      synopsis:
        'Usapho lakwaGovindsamy luphakela ikhari yenyama yegusha efanayo eGrey Street ukusukela ngo-1962, kwaye uShanthi uzimisele ukuba kuhlale kunjalo. Xa utata wakhe eqesha uMusa, umpheki oselula waseKwaMashu obeka amadumbe kwimenyu, usapho lwahlukana lube ngamaqela amabini kwaye abathengi abaqhelekileyo baqala ukubheja. Ihlaya elifudumeleyo ngokutya, usapho nengxokozelo emnandi yexesha lesidlo sasemini eThekwini.',
    },
    af: {
      tagline: "Drie geslagte, een Durbanse kombuis en 'n kerrieresep om voor te veg.",
      synopsis:
        "Die Govindsamy-familie bedien sedert 1962 dieselfde skaapvleiskerrie in Greystraat, en Shanthi is vasbeslote om dit so te hou. Wanneer haar pa vir Musa aanstel, 'n jong sjef van KwaMashu wat amadumbe op die spyskaart sit, skeur die familie in twee kampe en die vaste klante begin weddenskappe aangaan. 'n Warm komedie oor kos, familie en die soet chaos van 'n Durbanse middagete-stormloop.",
    },
  },
  'nocturne-for-kofifi': {
    zu: {
      tagline: 'ISophiatown, 1955. Ibhendi yayidlala ngamandla ukuze icindezele umsindo wogandaganda.',
      synopsis:
        'Esizinini yokugcina ye-jazz ngaphambi kokususwa ngenkani, umshayi wecilongo uSolly Mabena nomculi uDinah Mokoena badlala kuwo wonke ama-shebeen aseSophiatown, belandela inkontileka yokuqopha nengoma engabenza badume. Njengoba izaziso zokuxoshwa zivela eminyango futhi abangane bethwalwa ngamaloli beyiswa eMeadowlands, kumele banqume ukuthi ingoma ibaluleke kangakanani lapho yonke indawo isulwa. Isithombe esithambile nesinesibindi somoya wobuciko waseKofifi.',
    },
    xh: {
      tagline: 'ISophiatown, 1955. Ibhendi yayidlala ngamandla ukuze igubungele isandi seebhulldozer.',
      synopsis:
        'Kwisizini yokugqibela ye-jazz phambi kokufuduswa ngenkani, umbethi wexilongo uSolly Mabena nemvumi uDinah Mokoena badlala kuzo zonke iishebeen zaseSophiatown, besukela isivumelwano sokurekhoda nengoma enokubenza badume. Njengoko izaziso zokugxothwa zivela eminyango kwaye abahlobo bethwalwa ngeelori besiwa eMeadowlands, kufuneka bagqibe ukuba ingoma ixabisa kangakanani xa yonke indawo icinywa. Umfanekiso othambileyo nonesibindi womoya wobugcisa waseKofifi.',
    },
    af: {
      tagline: 'Sophiatown, 1955. Die orkes het hard genoeg gespeel om die stootskrapers te oordonder.',
      synopsis:
        "In die laaste jazzseisoen voor die gedwonge verskuiwings speel trompetspeler Solly Mabena en sangeres Dinah Mokoena in elke shebeen in Sophiatown, op jag na 'n opnamekontrak en 'n liedjie wat hulle beroemd kan maak. Terwyl uitsettingskennisgewings op deure verskyn en vriende per vragmotor na Meadowlands weggevoer word, moet hulle besluit wat 'n liedjie werd is wanneer 'n hele buurt uitgewis word. 'n Teer, uitdagende portret van Kofifi se kreatiewe gees.",
    },
  },
  amaphupho: {
    zu: {
      tagline: 'Uphupha ubugebengu bungakenzeki. Amadlozi akhe awamvumeli ukubheka eceleni.',
      synopsis:
        'UNonhle Dladla ungumfundi wonyaka wokugcina wezokubalwa kwezimali eMgungundlovu, kuze kuqale amaphupho: umuntu ocwila emanzini, umlilo, igama angakaze alizwe. Ubizo lwakhe lokuba yisangoma luxabana namacala okubulala kaCaptain Sifiso Zulu lapho imibono yakhe iqala ukufika ngaphambi kobugebengu. Edonswa phakathi komndeni wakhe, ukuqeqeshwa okuqinile kwegobela lakhe nomseshi ongakholelwa kulokho nakancane, uNonhle kumele afunde ukulalela.',
    },
    xh: {
      tagline: 'Uphupha ulwaphulo-mthetho lungekenzeki. Izinyanya zakhe azimvumeli ukujonga ecaleni.',
      synopsis:
        'UNonhle Dladla ngumfundi wonyaka wokugqibela wezobalo-mali eMgungundlovu de kuqale amaphupha: umntu orhaxwa emanzini, umlilo, igama angazange aliva. Ubizo lwakhe lokuba ligqirha lungqubana namatyala okubulala kaCaptain Sifiso Zulu xa imibono yakhe iqala ukufika ngaphambi kolwaphulo-mthetho. Etsalwa phakathi kosapho lwakhe, uqeqesho olungqongqo lwegobela lakhe nomcuphi ongakholelwayo kwanto kuko konke oku, uNonhle kufuneka afunde ukumamela.',
    },
    af: {
      tagline: 'Sy droom van misdade voordat dit gebeur. Haar voorouers laat haar nie wegkyk nie.',
      synopsis:
        "Nonhle Dladla is 'n finalejaar-rekeningkundestudent in Pietermaritzburg totdat die drome begin: 'n verdrinking, 'n brand, 'n naam wat sy nog nooit gehoor het nie. Haar roeping om 'n sangoma te word bots met kaptein Sifiso Zulu se moordsake wanneer haar visioene voor die misdade begin opdaag. Vasgevang tussen haar familie, haar gobela se streng opleiding en 'n speurder wat in niks daarvan glo nie, moet Nonhle leer luister.",
    },
  },
  ilitha: {
    zu: {
      tagline: 'Indlu yezihambi eWild Coast, umndeni onemibono eqinile nezivakashi eziningi.',
      synopsis:
        'Lapho uNomalizo Jali ethola ifa lendlu yezihambi ewohlokayo yomyeni wakhe ongasekho ngaphezu kweCoffee Bay, izingane zakhe ezintathu esezikhulile zifika zivela eKapa, eGoli nase-East London ukuzomncenga ukuthi ayithengise. Akekho ohambayo. Phakathi kwezivakashi ezintweza emagagasini, umpheki onamaphupho amakhulu nesigodi esinombono ngakho konke, umndeni wakwaJali wakha kabusha indlu yezihambi futhi uyakhana, igumbi ngalinye.',
    },
    xh: {
      tagline: 'Indlu yeendwendwe eWild Coast, usapho olunezimvo ezomeleleyo neendwendwe ezininzi.',
      synopsis:
        'Xa uNomalizo Jali efumana ilifa lendlu yeendwendwe ewohlokayo yomyeni wakhe ongasekhoyo ngaphezu kweCoffee Bay, abantwana bakhe abathathu abadala bafika bevela eKapa, eRhawutini naseMonti ukuza kumcenga ukuba ayithengise. Akukho mntu uhambayo. Phakathi kweendwendwe ezityibilika emaza, umpheki onamaphupha amakhulu nelali enezimvo ngayo yonke into, usapho lakwaJali lwakha kwakhona indlu yeendwendwe nolwalamano lwalo, igumbi ngegumbi.',
    },
    af: {
      tagline: "'n Gastehuis aan die Wildekus, 'n familie met sterk menings en baie gaste.",
      synopsis:
        "Wanneer Nomalizo Jali haar oorlede man se bouvallige gastehuis bo Coffee Bay erf, daag haar drie grootgemaakte kinders uit Kaapstad, Joburg en Oos-Londen op om haar te oortuig om te verkoop. Niemand gaan weg nie. Tussen branderplankgaste, 'n sjef met groot drome en 'n dorpie met 'n mening oor alles, bou die Jali-familie die gastehuis en mekaar weer op, een kamer op 'n slag.",
    },
  },
  'se-my-naam': {
    zu: {
      tagline: 'Wonke umuntu olahlekile unegama. UCaptain Ilse Ferreira ngeke ayeke ukulisho.',
      synopsis:
        'UCaptain Ilse Ferreira uphethe uphiko lwabantu abalahlekile ehhovisi elincane eBellville, lapho amacala okungekho omunye owafunayo agcina etafuleni lakhe. Isizini ngayinye ilandela ukunyamalala okukodwa emadolobheni okudoba aseWest Coast nasezindaweni zewayini, kanti umfowabo ka-Ilse, osenesikhathi esingangeminyaka eyishumi nesishiyagalolunye elahlekile, uhlala ekhona emaphethelweni ecala ngalinye. No-Adjudant Clint Josephs onamahlaya omile eceleni kwakhe, ujaha amagama aze aphinde abe ngabantu.',
    },
    xh: {
      tagline: 'Wonke umntu olahlekileyo unegama. UCaptain Ilse Ferreira akazukuyeka ukulibiza.',
      synopsis:
        'UCaptain Ilse Ferreira uqhuba icandelo labantu abalahlekileyo kwi-ofisi encinci eBellville, apho amatyala angafunwa mntu ugqibela etafileni yakhe. Isizini nganye ilandela ukunyamalala okunye kwiidolophu zokuloba zaseWest Coast nakwimimandla yewayini, ngelixa umntakwabo ka-Ilse, olahlekileyo kangangeminyaka elishumi elinesithoba, esoloko ekhona emaphethelweni etyala ngalinye. No-Adjudant Clint Josephs onobuciko bamahlaya ecaleni kwakhe, usukela amagama de aphinde abe ngabantu.',
    },
    af: {
      tagline: "Elke vermiste mens het 'n naam. Kaptein Ilse Ferreira hou nie op om dit te sê nie.",
      synopsis:
        "Kaptein Ilse Ferreira bestuur die eenheid vir vermiste persone uit 'n beknopte kantoor in Bellville, waar die sake wat niemand anders wil hê nie op haar lessenaar beland. Elke seisoen volg een verdwyning deur die Weskus se vissersdorpe en die Wynland, terwyl Ilse se eie broer, al negentien jaar vermis, aan die rand van elke saak draal. Met die droogkomiese adjudant Clint Josephs aan haar sy jaag sy name totdat hulle weer mense word.",
    },
  },
  'motse-wa-rona': {
    zu: {
      tagline: 'Idolobhana laseFree State. Umsakazo ongekho emthethweni. Akekho owake wasakaza.',
      synopsis:
        'Lapho okuwukuphela kwesiginali yomsakazo edolobhaneni elincane laseHa-Sello eFree State kunyamalala, uthisha osethathe umhlalaphansi uNtate Lefa Mokoena wakha isiteshi ngemuva kwesitolo sakhe sespaza. Ngokushesha lonke idolobha selisemoyeni: umholi wekhwaya onazo zonke izindaba, umlimi ofunda amanani ezinkomo njengenkondlo nengane eneminyaka eyishumi eba yi-DJ ethandwa kakhulu phakathi kweBethlehem neHarrismith. Amahlaya amnene nahlekisa kakhulu ngomphakathi othola izwi lawo.',
    },
    xh: {
      tagline: 'Idolophana yaseFree State. Unomathotholo ongekho mthethweni. Akukho mntu wakha wasasaza.',
      synopsis:
        'Xa ekuphela kwesignali kanomathotholo kwidolophana yaseHa-Sello eFree State iphela, utitshala osele ethathe umhlala-phantsi uNtate Lefa Mokoena wakha isikhululo ngasemva kwevenkile yakhe yespaza. Kungekudala yonke idolophu isemoyeni: inkokeli yekwayala enazo zonke iindaba, umfama ofunda amaxabiso eenkomo ngathi yimibongo nomntwana oneminyaka elishumi oba yeyona DJ ithandwayo phakathi kweBethlehem neHarrismith. Ihlaya elithambileyo nelihlekisa kakhulu ngoluntu olufumana ilizwi lalo.',
    },
    af: {
      tagline: 'Een klein Vrystaatse dorpie. Een roofradiostasie. Nul uitsaai-ervaring.',
      synopsis:
        "Wanneer die enigste radiosein in die Vrystaatse dorpie Ha-Sello wegsterf, bou die afgetrede onderwyser Ntate Lefa Mokoena 'n stasie agter in sy spazawinkel. Gou is die hele dorp op die lug: die koorleier met al die skinderstories, 'n boer wat beespryse soos poësie voorlees en 'n tienjarige wat die gewildste DJ tussen Bethlehem en Harrismith word. 'n Sagte, baie snaakse komedie oor 'n gemeenskap wat sy stem vind.",
    },
  },
  'morwa-wa-kgosi': {
    zu: {
      tagline: 'Iplatinamu ngaphansi, isihlalo sobukhosi phezulu. Nendodana engakaze ifune kokubili.',
      synopsis:
        'Lapho ikgosi elihlonishwayo laseMotsemogolo lishona kungazelelwe, indodana yalo encane uKabelo, umklami wezakhiwo waseKapa, uqokwa njengendlalifa esikhundleni somfowabo omdala onesifiso esikhulu. Ngaphansi kwesigodi kunomthambo weplatinamu obiza izigidigidi, futhi inkampani yezimayini, umkhandlu wobukhosi nonina kaKabelo uqobo banezinhlelo ngawo. Kusethwe phakathi kweMagaliesberg nemigodi yezimayini yaseNorth West, kuyidrama yefa, ukwethembeka nesisindo segama.',
    },
    xh: {
      tagline: 'Iplatinam phantsi komhlaba. Itrone phezu kwawo. Unyana ongazange afune nanye kuzo.',
      synopsis:
        'Xa ikgosi ehloniphekileyo yaseMotsemogolo isweleka ngequbuliso, unyana wayo omncinci uKabelo, umyili wezakhiwo waseKapa, ubizwa njengendlalifa endaweni yomntakwabo omdala onamabhongo. Phantsi kwelali kukho umthambo weplatinam oxabisa iibhiliyoni, kwaye inkampani yemigodi, ibhunga lasebukhosini nonina kaKabelo ngokwakhe banezicwangciso ngawo. Isekwe phakathi kweMagaliesberg nemingxuma yemigodi yaseNorth West, yidrama yelifa, ukunyaniseka nobunzima begama.',
    },
    af: {
      tagline: "Platinum onder die grond. 'n Troon daarbo. Een seun wat nooit een van die twee wou hê nie.",
      synopsis:
        "Wanneer die gerespekteerde kgosi van Motsemogolo skielik sterf, word sy jonger seun Kabelo, 'n argitek in Kaapstad, bo sy ambisieuse ouer halfbroer as erfgenaam aangewys. Onder die dorp lê 'n platinumaar wat miljarde werd is, en die mynhuis, die koninklike raad en Kabelo se eie ma het almal planne daarvoor. 'n Drama oor erfenis, lojaliteit en die gewig van 'n naam, tussen die Magaliesberg en die mynskagte van Noordwes.",
    },
  },
  nsimu: {
    zu: {
      tagline: 'Isikhathi semango eTzaneen: izithelo ezimnandi, izingane zakwabo ezixabanayo nepulazi.',
      synopsis:
        'Umndeni wakwaNovela usutshale umango emithambekeni engaphandle kweTzaneen izizukulwane ezintathu, futhi uKokwana Novela ekugcineni unqume ukuthi ubani ozophatha ipulazi. Ukukhetha kwakhe umzukulu wakhe uXongile esikhundleni sendodana yakhe endala kuqala isikhathi sokuvuna esigcwele umbango, uthando nomphathi omusha othandekayo wendawo yokupakisha kanye nezimfihlo ezingcwatshwe ngaphansi kwezihlahla ezindala kakhulu. Indawo enhle eluhlaza yaseLimpopo, umculo wesiTsonga nomndeni ongeke uyeke ukuwubuka.',
    },
    xh: {
      tagline: 'Ixesha lemango eTzaneen: iziqhamo ezimnandi, abantakwabo abaxabanayo nefama.',
      synopsis:
        'Usapho lakwaNovela lutyale imango kumathambeka angaphandle kweTzaneen kangangezizukulwana ezintathu, kwaye uKokwana Novela ekugqibeleni ugqibe ukuba ngubani oza kuqhuba ifama. Ukukhetha kwakhe umzukulwana wakhe uXongile endaweni yonyana wakhe omdala kuqalisa ixesha lokuvuna elizele lukhuphiswano, uthando nomphathi omtsha onomtsalane wendawo yokupakisha kunye neemfihlo ezingcwatyelwe phantsi kweyona mithi indala. Imbonakalo entle eluhlaza yaseLimpopo, umculo wesiTsonga nosapho ongenakuyeka ukulubukela.',
    },
    af: {
      tagline: "Mangoseisoen in Tzaneen: soet vrugte, bitter broers en susters en 'n plaas op die spel.",
      synopsis:
        "Die Novela-familie kweek al drie geslagte lank mango's op die hange buite Tzaneen, en Kokwana Novela het uiteindelik besluit wie die plaas gaan bestuur. Haar keuse van haar kleindogter Xongile bo haar oudste seun ontketen 'n oesseisoen vol wedywering, 'n romanse met die sjarmante nuwe pakhuisbestuurder en geheime wat onder die oudste bome begrawe lê. Weelderige Limpopo-natuur, Xitsonga-musiek en 'n familie waarna jy nie kan ophou kyk nie.",
    },
  },
  'commissioner-street': {
    zu: {
      tagline: 'Isiteshi samaphoyisa esimatasa kakhulu eGoli. Amashifu amade. Akukho okulula.',
      synopsis:
        'UColonel Dumisani Zwane uphethe isiteshi samaphoyisa esimatasa kakhulu enkabeni yedolobha laseGoli, nezimoto ezimbalwa kakhulu neqembu elingangena emlilweni ngenxa yakhe. Lapho ukuphangwa kwemoto ethwala imali ngaphandle kwesiteshi kushiya unogada eshonile kanti iphoyisa elisha liwukuphela kofakazi, iqembu lakhe lidonselwa empini phakathi kwamaqembu ezigebengu nomuntu ongaphakathi esakhiweni. Kuyashesha, kunzima futhi kugcwele amandla edolobha, kusukela ophahleni lwaseMarshalltown kuya emigwaqweni yaseHillbrow.',
    },
    xh: {
      tagline: 'Esona sikhululo samapolisa sixakekileyo eRhawutini. Iishifti ezinde. Akukho lula.',
      synopsis:
        'UColonel Dumisani Zwane uqhuba esona sikhululo samapolisa sixakekileyo kumbindi wedolophu yaseRhawutini, eneenqwelo ezimbalwa kakhulu neqela elinokungena emlilweni ngenxa yakhe. Xa ukuphangwa kwesithuthi esithwala imali ngaphandle kwesikhululo kushiya unogada eswelekile kwaye ipolisa elitsha lilelona ngqina kuphela, iqela lakhe litsalelwa emfazweni phakathi kwemigulukudu nomntu ongaphakathi esakhiweni. Ikhawuleza, irhabaxa kwaye izele ngamandla esixeko, ukusuka eziphahleni zaseMarshalltown ukuya ezitratweni zaseHillbrow.',
    },
    af: {
      tagline: 'Joburg se besigste polisiestasie. Twaalfuurskofte. Geen maklike oproepe nie.',
      synopsis:
        "Kolonel Dumisani Zwane bestuur die besigste polisiestasie in die Johannesburgse middestad met te min voertuie en 'n span wat vir hom deur vuur sou loop. Wanneer 'n kontanttransito-rooftog buite die stasie 'n wag dood laat en 'n groentjie-konstabel die enigste getuie is, word sy span ingesleep in 'n oorlog tussen sindikate en iemand binne die gebou. Vinnig, rou en vol die energie van die stad, van Marshalltown se dakke tot die strate van Hillbrow.",
    },
  },
  'swipe-right-sawubona': {
    zu: {
      tagline: 'Abangane abane, isivumelwano sokuthandana nengxoxo yeqembu yonke iGoli efuna ukuyifunda.',
      synopsis:
        "UThando, uKiran, uMegan noKamo benze isivumelwano: unyaka owodwa wokuthandana ku-inthanethi ngokwethembeka, kubikwa engxoxweni yeqembu esiya ngokuya idume ngendlela eyingozi. Kusukela ezinsukwini zothando ezibi kakhulu eRosebank kuya ekuthenjisweni komshado ngephutha eSoweto nokungena emshadweni ungamenywanga ePitoli, abangane bafunda ukuthi ama-app azi okuningi ngalokho okuthandayo kodwa akazi lutho ngokuthi ungubani. Amahlaya abukhali nafudumele awanoma ngubani owake wabhala u-'hey' wabe esewusula.",
    },
    xh: {
      tagline: 'Abahlobo abane, isivumelwano sokuthandana negroup chat yonke iRhawuti efuna ukuyifunda.',
      synopsis:
        "UThando, uKiran, uMegan noKamo benze isivumelwano: unyaka omnye wokuthandana kwi-intanethi ngokunyaniseka, kuxelwa kwigroup chat eya isaziwa ngendlela eyingozi. Ukusuka kwiideyithi ezimbi kakhulu eRosebank ukuya kwisithembiso somtshato ngempazamo eSoweto nokungena emtshatweni ungamenywanga ePitoli, abahlobo bafunda ukuba ii-app zazi lukhulu malunga nento oyithandayo kodwa azazi nto ngokuba ungubani. Ihlaya elibukhali nelifudumeleyo lakhe nabani na owakha wabhala u-'hey' waza wasicima.",
    },
    af: {
      tagline: "Vier vriende, een afspraakpakt en 'n groepklets wat die hele Joburg wil lees.",
      synopsis:
        "Thando, Kiran, Megan en Kamo het 'n pakt gesluit: een jaar van eerlike aanlyn afsprake, gerapporteer in 'n groepklets wat gevaarlik gewild raak. Van rampspoedige afsprake in Rosebank tot 'n verlowing per ongeluk in Soweto en 'n onuitgenooide troue in Pretoria, leer die vriende dat die apps baie weet oor waarvan jy hou en niks oor wie jy is nie. 'n Skerp, warm komedie vir almal wat al ooit 'hey' getik en dit weer uitgevee het.",
    },
  },
  umoya: {
    zu: {
      tagline: 'Isikole sokuhlala emagqumeni aseMpumalanga Kapa, nomoya ohlebela amagama ebusuku.',
      synopsis:
        'Uthisha omusha uZintle Ngcukana uthola umsebenzi esikoleni esidala sokuhlala semishini emagqumeni eduze kwaseMakhanda, ethemba ukushiya emuva okwedlule kwakhe eKapa. Njalo ebusuku umoya uthwala amahlebezo emagumbini okulala, kanti njalo ekuseni omunye umfundi akasalikhumbuli igama lakhe. Njengoba uthishanhloko egcizelela ukuthi yingcindezi yezivivinyo nje, uZintle nomfundi webanga le-11 ongesabi lutho ogama lakhe ngu-Athi bamba umlando wesikole ongcwatshiwe.',
    },
    xh: {
      tagline: 'Isikolo sokuhlala kwiinduli zaseMpuma Koloni, nomoya osebeza amagama ebusuku.',
      synopsis:
        'Utitshala omtsha uZintle Ngcukana uthatha isikhundla kwisikolo esidala sokuhlala semishini kwiinduli ezikufutshane neMakhanda, enethemba lokushiya emva ixesha lakhe elidlulileyo laseKapa. Ubusuku ngabunye umoya uthwala amazwi asebezayo kwiindawo zokulala, kwaye kusasa ngalinye omnye umfundi akasalikhumbuli igama lakhe. Njengoko inqununu igxininisa ukuba luxinzelelo lweemviwo nje, uZintle nomfundi weBanga le-11 ongoyikiyo ogama linguAthi bagrumba imbali engcwatyiweyo yesikolo.',
    },
    af: {
      tagline: "'n Koshuisskool in die Oos-Kaapse heuwels, en 'n wind wat snags name fluister.",
      synopsis:
        "Die nuwe onderwyser Zintle Ngcukana aanvaar 'n pos by 'n ou sendingkoshuisskool in die heuwels naby Makhanda, in die hoop om haar Kaapstadse verlede agter te laat. Elke nag dra die wind gefluister deur die slaapsale, en elke oggend kan nog 'n leerder nie hul eie naam onthou nie. Terwyl die skoolhoof volhou dit is net eksamenstres, delf Zintle en 'n vreeslose graad 11-leerder genaamd Athi in die skool se begrawe geskiedenis.",
    },
  },
  'the-diamond-fields': {
    zu: {
      tagline: 'EKimberley, 1871. Wonke umuntu weza ngenxa yamadayimane. UMosa weza ngenxa yomfowabo.',
      synopsis:
        'Ngo-1871 umembi wesiSuthu unyamalala esiphithiphithini sezimayini ezintsha zamadayimane emathafeni aseNyakatho Kapa, kanti udadewabo uMosa uhamba ngezinyawo esuka esigodini somfula iCaledon eyomfuna. Emaphethelweni emayini entsha uhlangana noSanna Kok, umhwebi wesiGriqua owazi yonke indawo yokumba nawo wonke amanga akulezo zinkambu. Idrama enkulu yenhlanhla, ukuhaha nokusinda njengoba idolobha lamatende liba yidolobha elikhulu futhi izwe liguquka ngenxa yetshe.',
    },
    xh: {
      tagline: 'EKimberley, 1871. Wonke umntu weza ngenxa yeedayimani. UMosa weza ngenxa yomntakwabo.',
      synopsis:
        'Ngo-1871 umembi ongumSuthu uyanyamalala kwisiphithiphithi semigodi emitsha yeedayimani kumathafa oMntla Koloni, kwaye udadewabo uMosa uhamba ngeenyawo esuka kwintlambo yomlambo iCaledon eze kumfuna. Kumda womgodi omtsha udibana noSanna Kok, umrhwebi ongumGriqua owazi yonke indawo yokumba nabo bonke ubuxoki kula mabala. Idrama enkulu yethamsanqa, ukubawa nokusinda njengoko idolophu yeentente isiba sisixeko kwaye ilizwe liguquka ngenxa yelitye.',
    },
    af: {
      tagline: 'Kimberley, 1871. Almal het vir diamante gekom. Mosa het vir haar broer gekom.',
      synopsis:
        "In 1871 verdwyn 'n Sotho-delwer in die chaos van die nuwe diamantdelwerye op die vlaktes van die Noord-Kaap, en sy suster Mosa stap van die Caledonriviervallei af om hom te soek. Aan die rand van die nuwe myn ontmoet sy Sanna Kok, 'n Griekwa-handelaar wat elke kleim en elke leuen op die velde ken. 'n Meeslepende drama van fortuin, hebsug en oorlewing terwyl 'n tentdorp 'n stad word en die land om 'n klip draai.",
    },
  },
  'kruger-the-long-dry': {
    zu: {
      tagline: 'Lapho imifula iyeka ukugeleza, yonke iKruger iyawubamba umoya.',
      synopsis:
        'Phakathi nenkathi eyodwa enzima yesomiso, imifula yeKruger National Park incipha ibe uchungechunge lwamachibi anodaka, futhi zonke izilwane zasehlanzeni kumele zijwayele noma zithuthe. Izindlovukazi ezihola imihlambi yezindlovu ziyiholela emithonjeni efihlekile, izingwenya zilinda ukuthi ukushisa kudlule emigodini, kanti izinja zasendle zizingela zisemaphethelweni okukhathala. Kuqoshwe izinyanga eziyishumi nane, kuphetha ngesiphepho sokuqala esigingqika phezu kweNtaba zaseLebombo.',
    },
    xh: {
      tagline: 'Xa imilambo iyeka ukuhamba, yonke iKruger ibamba umphefumlo.',
      synopsis:
        'Kwixesha elinye elinzima lembalela, imilambo yeKruger National Park iyancipha ibe luluhlu lwamachibi anodaka, kwaye zonke izilwanyana zaseLowveld kufuneka ziziqhelanise okanye zifuduke. Iindlovukazi ezikhokelayo zikhokelela imihlambi yazo kwimithombo efihlakeleyo, iingwenya zilinda ubushushu budlule emingxunyeni, kwaye izinja zasendle zizingela zisemdeni wokudinwa. Ifotwe kangangeenyanga ezilishumi elinesine, iphela ngesaqhwithi sokuqala esiqengqeleka phezu kweeNtaba zeLebombo.',
    },
    af: {
      tagline: 'Wanneer die riviere ophou vloei, hou die hele Kruger sy asem op.',
      synopsis:
        "Deur een genadelose droë seisoen krimp die riviere van die Nasionale Krugerwildtuin tot 'n string modderige poele, en elke dier in die Laeveld moet aanpas of trek. Olifantmatriarge lei hul troppe na verborge fonteine, krokodille wag die hitte in gate uit en wildehonde jag op die rand van uitputting. Oor veertien maande verfilm, eindig dit met die eerste storm wat oor die Lebombo-berge inrol.",
    },
  },
  blommetyd: {
    zu: {
      tagline: 'Amasonto ambalwa entwasahlobo ngayinye, iNamaqualand iyakhohlwa ukuthi iwugwadule.',
      synopsis:
        'Ngemva kwemvula enhle yasebusika, amagquma omile aseNamaqualand aqhakaza abe ngomata wezimbali ezisawolintshi, ezimhlophe nezinsomi ezinsukwini ezimbalwa. Le filimu ethambile ilandela umndeni olimayo eduze kwaseKamieskroon, amabhungane abizwa ngama-monkey beetle athutha impova yezimbali nabelusi bezimbuzi abafunda isizini ezayo emafini. Ukugubha okunye kokuqhakaza okumangalisa kakhulu emhlabeni.',
    },
    xh: {
      tagline: 'Kwiiveki ezimbalwa entwasahlobo nganye, iNamaqualand iyalibala ukuba iyintlango.',
      synopsis:
        'Emva kweemvula ezintle zasebusika, iinduli ezomileyo zaseNamaqualand ziqhakaza zibe ziingubo zeentyatyambo eziorenji, ezimhlophe nezimfusa kwiintsuku ezimbalwa. Le filim ithambileyo ilandela usapho olulimayo kufutshane neKamieskroon, amabhungane abizwa ngokuba zii-monkey beetle athwala umungu weentyatyambo nabalusi beebhokhwe abafunda ixesha elizayo emafini. Umbhiyozo wokunye kokuqhakaza okumangalisayo kwiplanethi.',
    },
    af: {
      tagline: "Vir 'n paar weke elke lente vergeet Namakwaland dat dit 'n woestyn is.",
      synopsis:
        "Ná goeie winterreëns bars die droë heuwels van Namakwaland binne dae oop in matte oranje, wit en pers madeliefies. Hierdie sagte film volg 'n boerefamilie naby Kamieskroon, die apiekewers wat die blomme bestuif en die bokwagters wat die komende seisoen in die wolke lees. 'n Viering van een van die planeet se verrassendste blomtye.",
    },
  },
  'silver-tide': {
    zu: {
      tagline: 'Izigidigidi zama-sardine, izinkulungwane zabazingeli nogu olulodwa lweWild Coast.',
      synopsis:
        'Njalo ebusika umsinga obandayo uthwala imihlambi emikhulu yama-sardine ukhuphuka ngeWild Coast ubheke KwaZulu-Natali, kanti amahlengethwa, izinyoni zasolwandle, oshaka nemikhomo kaBryde kulandela eduze. Iqoshwe isezikebheni, emaweni nakujule ngaphansi kwamagagasi, iSilver Tide ihlangana nemindeni edobayo ogwini lwaseTranskei ebilinda lokhu kufika izizukulwane. Isithombe esimangalisayo sokunye kwemibuthano emikhulu yolwandle.',
    },
    xh: {
      tagline: 'Iibhiliyoni zeesardine, amawaka abazingeli nonxweme olunye lweWild Coast.',
      synopsis:
        'Ubusika ngabunye umsinga obandayo uthwala imihlambi emikhulu yeesardine unyuka ngeWild Coast usiya KwaZulu-Natal, kwaye iihlengesi, iintaka zaselwandle, ookrebe kunye neminenga kaBryde zilandela ngasemva. Ifotwe kwizikhephe, emaweni nasemazantsi amaza, iSilver Tide idibana neentsapho zokuloba zonxweme lweTranskei ebezilinda oku kufika kangangezizukulwana. Umfanekiso omangalisayo wokunye kokuhlanganisana okukhulu kolwandle.',
    },
    af: {
      tagline: 'Miljarde sardyne, duisende jagters en een stuk Wildekus.',
      synopsis:
        "Elke winter dra 'n koue stroom geweldige skole sardyne langs die Wildekus op na KwaZulu-Natal, en dolfyne, malgasse, haaie en Bryde-walvisse volg kort agterna. Verfilm vanuit bote, kranse en diep onder die golwe, ontmoet Silver Tide ook die vissersfamilies van die Transkeise kus wat al geslagte lank vir die loop uitkyk. 'n Asemrowende portret van een van die oseaan se groot samekomste.",
    },
  },
  'fynbos-a-kingdom-in-your-hand': {
    zu: {
      tagline: 'Umbuso wezitshalo omncane kunayo yonke emhlabeni ukhula emithambekeni ngaphezu kweKapa.',
      synopsis:
        'I-Cape Floral Kingdom incane kunayo yonke imibuso eyisithupha yezitshalo emhlabeni futhi ingenye ecebe kakhulu, inezinhlobo eziningi eNtabeni iTafula kunazo zonke eziseBritish Isles. Ngonyaka wonke womoya, umlilo nokumila kabusha, le filimu ihlangana nezinyoni ze-sugarbird, ama-protea, ama-orchid amancane nososayensi bezitshalo abagijima ngokushesha ukuze bakuvikele. Kuvela ukuthi umlilo awusona isiphetho sendaba kodwa uyisiqalo sayo.',
    },
    xh: {
      tagline: 'Owona mmandla mncinci wezityalo emhlabeni ukhula kumathambeka angaphezu kweKapa.',
      synopsis:
        'I-Cape Floral Kingdom yeyona incinci kwimimandla emithandathu yezityalo zehlabathi kwaye yenye yezona zityebileyo, inezintlobo ezininzi kwiNtaba yeTafile kunakuyo yonke iBritish Isles. Kunyaka wonke womoya, umlilo nokukhula kwakhona, le filim idibana neentaka ze-sugarbird, iiprotea, ii-orchid ezincinci neengcali zezityalo ezingxamele ukuzikhusela. Kuyavela ukuba umlilo asikokuphela kwebali kodwa sisiqalo salo.',
    },
    af: {
      tagline: 'Die kleinste planteryk op aarde groei teen die hange bo Kaapstad.',
      synopsis:
        "Die Kaapse Blommeryk is die kleinste van die wêreld se ses planteryke en een van die rykste, met meer spesies op Tafelberg as in die hele Britse Eilande. Deur 'n jaar van wind, vuur en hergroei ontmoet hierdie film suikervoëls, proteas, klein orgideë en die plantkundiges wat teen die tyd hardloop om hulle te beskerm. Vuur, blyk dit, is nie die einde van die storie nie, maar die begin.",
    },
  },
  'log-drum-nation': {
    zu: {
      tagline: 'Kusukela emakamelweni asePitoli kuya emhlabeni: indaba ye-amapiano, ilandiswa abayenzayo.',
      synopsis:
        'Emalokishini asenyakatho yePitoli, isizukulwane sabakhiqizi abasebenzela emakamelweni okulala sathatha umculo we-house, ama-chord e-jazz nesigubhu sokhuni esijulile esigingqikayo sakha umsindo owagcwalisa izindawo zokudansa emhlabeni wonke. I-Log Drum Nation ilandela abakhiqizi abasha abathathu baseSoshanguve naseMabopane unyaka wonke wemidlalo, ukulayisha nezinkokhelo zokuqala zamalungelo. Iyifilimu enomsindo nejabulisayo mayelana nentsha, ubunikazi nalokho okwenzekayo lapho umhlaba ekugcineni ulalela.',
    },
    xh: {
      tagline: 'Ukusuka kumagumbi asePitoli ukuya kwihlabathi: ibali le-amapiano, libaliswa ngabayenzayo.',
      synopsis:
        'Kwiilokishi ezisemantla ePitoli, isizukulwana sabavelisi abasebenza kumagumbi okulala sathatha umculo we-house, iikhodi ze-jazz nesigubhu somthi esinzulu esiqengqelekayo saza sakha isandi esagcwalisa imigangatho yokudanisa kwihlabathi liphela. I-Log Drum Nation ilandela abavelisi abatsha abathathu baseSoshanguve naseMabopane kunyaka wonke weekonsathi, ukulayisha neentlawulo zokuqala zelungelo. Yifilim enengxolo nevuyisayo malunga nolutsha, ubunini nokwenzekayo xa ihlabathi ekugqibeleni limamela.',
    },
    af: {
      tagline: 'Van Pretoria se slaapkamers na die wêreld: die storie van amapiano, vertel deur sy makers.',
      synopsis:
        "In die townships noord van Pretoria het 'n geslag slaapkamervervaardigers housemusiek, jazzakkoorde en 'n diep, rollende houttrom gevat en 'n klank gebou wat dansvloere oor die hele wêreld gevul het. Log Drum Nation volg drie jong vervaardigers van Soshanguve en Mabopane deur 'n jaar van optredes, oplaaie en eerste tantième-betalings. Dit is 'n harde, vreugdevolle film oor jeug, eienaarskap en wat gebeur wanneer die wêreld uiteindelik luister.",
    },
  },
  'izingqungqulu-zomaskandi': {
    zu: {
      tagline: 'Iziginci, amakhonsathina nezibongo: izingqungqulu zomaskandi ziyakhuluma.',
      synopsis:
        'Umaskandi wazalelwa ohambweni olude phakathi kwamagquma aKwaZulu-Natali nezimayini zaseWitwatersrand, edlalwa ngeziginci ezishunwe ngendlebe futhi eculwa ngolimi lwezibongo. Le filimu ivakashela izizukulwane ezintathu zabadlali, kusukela enkosini yekhonsathina eneminyaka engamashumi ayisishiyagalombili eMsinga kuya kowesifazane osemusha ogcwalisa izinkundla zaseThekwini. Ingumlando wokufuduka nokuziqhenya olandiswa ngeminwe esheshayo namazwi anamandla.',
    },
    xh: {
      tagline: 'Iikatala, iikhonsathina nezibongo: iingqungqulu zomaskandi ziyathetha.',
      synopsis:
        'Umaskandi wazalelwa kuhambo olude phakathi kweenduli zaKwaZulu-Natal nemigodi yaseWitwatersrand, edlalwa ngeekatala ezilungelelaniswe ngendlebe kwaye eculwa ngolwimi lwezibongo. Le filim ityelela izizukulwana ezintathu zabadlali, ukusuka kwingcali yekhonsathina eneminyaka engamashumi asibhozo eMsinga ukuya kwibhinqa eliselula eligcwalisa amabala emidlalo aseThekwini. Yimbali yokufuduka nokuzidla ebaliswa ngeminwe ekhawulezayo namazwi anamandla.',
    },
    af: {
      tagline: 'Kitare, konsertinas en prysgedigte: die groot arende van maskandi praat.',
      synopsis:
        "Maskandi is gebore op die lang staptogte tussen die heuwels van KwaZulu-Natal en die myne van die Witwatersrand, gespeel op kitare wat op die oor gestem is en gesing in die taal van prysgedigte. Hierdie film besoek drie geslagte spelers, van 'n tagtigjarige konsertinameester in Msinga tot 'n jong vrou wat Durbanse stadions vol speel. Dit is 'n geskiedenis van migrasie en trots, vertel deur vinnige vingers en vurige lirieke.",
    },
  },
  'goema-blue': {
    zu: {
      tagline: 'Umsindo waseKapa owaphila ngaphezu kweDistrict Six, ulandiswa yibo abawudlalayo.',
      synopsis:
        'I-goema iyinhliziyo yeKapa, isigqi esathwalwa kusukela emkhosini woNyaka Omusha kuya emaqenjini e-jazz aseDistrict Six naseziteji emhlabeni wonke. Emakamelweni okuzilolongela eBo-Kaap, emakamelweni okuhlala ase-Athlone nasemcimbini weTweede Nuwe Jaar, ifilimu ilandela abaculi abagcina lo msindo uphila ngemva kokuba ukususwa ngenkani kuhlakaze umphakathi wawo. Umlando ocebile, amaseshini amasha nokuhleka okuningi.',
    },
    xh: {
      tagline: 'Isandi saseKapa esaphila ngaphezu kweDistrict Six, sibaliswa ngabo basidlalayo.',
      synopsis:
        'I-goema yintliziyo yaseKapa, isingqi esathwalwa ukusuka kumnyhadala woNyaka oMtsha ukuya kwiiklabhu ze-jazz zaseDistrict Six nakumaqonga ehlabathi jikelele. Ngamagumbi okuziqhelanisa eBo-Kaap, amagumbi okuhlala ase-Athlone nomngcelele weTweede Nuwe Jaar, ifilim ilandela iimvumi ezagcina esi sandi siphila emva kokuba ukufuduswa ngenkani kuchithachithe uluntu lwaso. Oovimba abatyebileyo, iiseshoni ezintsha nokuhleka okuninzi.',
    },
    af: {
      tagline: 'Die Kaapse klank wat Distrik Ses oorleef het, vertel deur die mense wat dit speel.',
      synopsis:
        "Goema is die hartklop van Kaapstad, 'n ritme wat van die Nuwejaarskarnaval na die jazzklubs van Distrik Ses en op verhoë regoor die wêreld gedra is. Deur oefenkamers in die Bo-Kaap, sitkamers in Athlone en die Tweede Nuwe Jaar-optog volg die film die musikante wat die klank aan die lewe gehou het nadat gedwonge verskuiwings sy gemeenskap verstrooi het. Ryk argiefmateriaal, nuwe sessies en baie gelag.",
    },
  },
  'makaya-ya-hina': {
    zu: {
      tagline: 'Ipaki inenkumbulo ende. Kanjalo nemindeni eyake yayibiza ngokuthi yikhaya.',
      synopsis:
        'Kudala ngaphambi kwezintango, imindeni ekhuluma isiTsonga yayilima, izingela futhi ingcwaba okhokho bayo endaweni manje eyingxenye esenyakatho yeKruger. Le dokhumentari ilandela abadala ababuyela ezindaweni zemizi abaphoqwa ukuyishiya, nesizukulwane esisha manje esisebenza njengonogada, abaqondisi nabaxoxisani bezimangalo zomhlaba endaweni efanayo. Umlando othinta inhliziyo nocacile wokuba ngowendawo, ukulahlekelwa nokusebenzisana eHlanzeni.',
    },
    xh: {
      tagline: 'Ipaka inenkumbulo ende. Kunjalo neentsapho ezakha zayibiza ngokuba likhaya.',
      synopsis:
        'Kudala ngaphambi kweengcingo, iintsapho ezithetha isiTsonga zazilima, zizingela kwaye zingcwaba izinyanya zazo kwindawo ngoku engumntla weKruger. Le dokhumentari ilandela abadala ababuyela kwiindawo zeelali abanyanzelwa ukuba bazishiye, kunye nesizukulwana esitsha ngoku esisebenza njengoonogada, abakhokeli nabathethathethwano bamabango omhlaba kumhlaba omnye. Imbali eshukumisayo necacileyo yokuba ngowendawo, ilahleko nentsebenziswano eLowveld.',
    },
    af: {
      tagline: "Die park het 'n lang geheue. So ook die families wat dit eens hul tuiste genoem het.",
      synopsis:
        "Lank voor die heinings het Xitsonga-sprekende families geboer, gejag en hul voorouers begrawe in wat nou die noordelike Kruger is. Hierdie dokumentêr volg ouderlinge wat terugkeer na die plekke van dorpe wat hulle gedwing is om te verlaat, en die jonger geslag wat nou as veldwagters, gidse en grondeisonderhandelaars op dieselfde grond werk. 'n Roerende, helder geskiedenis van behoort, verlies en vennootskap in die Laeveld.",
    },
  },
  umbhoxo: {
    zu: {
      tagline: 'EGqeberha, amaqembu ombhoxo abantu abamnyama agcine umdlalo uphila iminyaka eyikhulu.',
      synopsis:
        'Kudala ngaphambi kokuba iqembu lesizwe libukeke njengezwe, amaqembu aseNew Brighton, eZwide naKwaZakhele eGqeberha ayedlala umbhoxo onamandla nojabulisayo phambi kwezinkundla ezigcwele. I-Umbhoxo ilandela iqembu elineminyaka eyikhulu isizini eyodwa njengoba lilwela uxhaso, liqeqesha abangaphansi kweminyaka eyi-16 futhi lilungiselela umdlalo wedabi obaluleke kakhulu kunanoma iyiphi indebe. Indaba yokuziqhenya, inkumbulo nothando olujulile lwaseMpumalanga Kapa ngebhola elimise okweqanda.',
    },
    xh: {
      tagline: 'EGqeberha, iiklabhu zombhoxo zabantu abamnyama zigcine umdlalo uphila inkulungwane.',
      synopsis:
        'Kudala ngaphambi kokuba iqela lesizwe lifane nelizwe, iiklabhu zaseNew Brighton, eZwide naKwaZakhele eGqeberha zazidlala umbhoxo onamandla novuyisayo phambi kweendawo zokubukela ezizeleyo. I-Umbhoxo ilandela iklabhu eneminyaka elikhulu kwisizini enye njengoko isilwela inkxaso-mali, ikhokela abangaphantsi kweminyaka eli-16 kwaye ilungiselela idabi lasekhaya elibaluleke ngaphezu kwayo nayiphi na indebe. Ibali lokuzidla, inkumbulo nothando olunzulu lweMpuma Koloni ngebhola elimile okweqanda.',
    },
    af: {
      tagline: "In Gqeberha se townships hou swart rugbyklubs die spel al 'n eeu lank aan die lewe.",
      synopsis:
        "Lank voordat die nasionale span soos die land gelyk het, het klubs in Gqeberha se New Brighton, Zwide en KwaZakhele fel, vreugdevolle rugby voor stampvol pawiljoene gespeel. Umbhoxo volg 'n eeu oue klub deur een seisoen terwyl dit vir befondsing veg, sy o.16-spelers mentor en voorberei vir 'n derby wat meer as enige trofee saak maak. 'n Storie van trots, herinnering en die Oos-Kaap se diep liefde vir die ovaal bal.",
    },
  },
  lebelo: {
    zu: {
      tagline: 'Cishe amakhilomitha angama-90, umgijimi wasezintabeni waseQwaqwa nephupho legolide.',
      synopsis:
        'UPuleng Motloung wafunda ukugijima ezindleleni zasezintabeni ngaphezu kweQwaqwa, ephethe izincwadi zesikole, kwathi kamuva ebeletha indodakazi yakhe esemncane. Eneminyaka engamashumi amathathu nane, ubeka amehlo endondeni yegolide kuComrades Marathon, umjaho omude kakhulu futhi onzima phakathi kweThekwini noMgungundlovu. Ilandela yena unyaka wonke wokuzilolonga entathakusa, ukulimala nokuzidela komndeni, iLebelo imayelana nokubekezela kuyo yonke incazelo yaleli gama.',
    },
    xh: {
      tagline: 'Phantse iikhilomitha ezingama-90, imbaleki yasezintabeni yaseQwaqwa nephupha legolide.',
      synopsis:
        'UPuleng Motloung wafunda ukubaleka kwiindlela zeentaba ngaphezu kweQwaqwa, ephethe iincwadi zesikolo, kwaye kamva ebelekile intombi yakhe encinci. Eneminyaka engamashumi amathathu anesine, ujolise kwimbasa yegolide kwiComrades Marathon, ugqatso olude kakhulu nolunzima phakathi kweThekwini neMgungundlovu. Imlandela kunyaka wonke woqeqesho lwasekuseni, ukwenzakala nokuzincama kosapho, iLebelo imalunga nokunyamezela ngayo yonke intsingiselo yeli gama.',
    },
    af: {
      tagline: "Byna negentig kilometer, een bergatleet van Qwaqwa en 'n droom van goud.",
      synopsis:
        "Puleng Motloung het op die bergpaadjies bo Qwaqwa leer hardloop, met skoolboeke in haar hande en later haar babadogter op haar rug. Op vier-en-dertig mik sy na 'n goue medalje in die Comrades-maraton, die uitmergelende ultramaraton tussen Durban en Pietermaritzburg. Lebelo volg haar deur 'n jaar van dagbreekoefening, beserings en familie-opofferings, en gaan oor uithouvermoë in elke sin van die woord.",
    },
  },
  'tafole-ya-mma': {
    zu: {
      tagline: 'I-seswaa, imifino netafula likaMma langeSonto: uhambo lokudla eNorth West.',
      synopsis:
        'Abapheki basekhaya abakhuluma isiTswana bavula amakhishi abo kusukela eMahikeng kuya eTaung kule dokhumentari efudumele yohambo lomgwaqo. I-seswaa egxotshwe kancane, imifino yasendle, ubhogobe wamabele namagwinya asanda kuphuma ebhodweni, konke kuza nendaba kagogo, yesivuno noma yomshado. Ingxenye yencwadi yezindlela zokupheka nengxenye ye-albhamu yomndeni, igubha abapheki abondla isifundazwe.',
    },
    xh: {
      tagline: 'I-seswaa, imifuno netafile kaMma yangeCawa: uhambo lokutya eNorth West.',
      synopsis:
        'Abapheki basekhaya abathetha isiTswana bavula iikhitshi zabo ukusuka eMahikeng ukuya eTaung kule dokhumentari ifudumeleyo yohambo lwendlela. I-seswaa egxotyiweyo kancinci, imifuno yasendle, ibogobe yamazimba namagwinya asandula ukuphuma embizeni, nganye iza nebali likamakhulu, isivuno okanye umtshato. Ngokuyinxalenye yincwadi yeeresiphi kwaye ngokuyinxalenye yi-albham yosapho, ibhiyozela abapheki abondla iphondo.',
    },
    af: {
      tagline: "Seswaa, morogo en Mma se Sondagtafel: 'n kospadrit deur Noordwes.",
      synopsis:
        "Setswana-huiskokke maak hul kombuise oop van Mahikeng tot Taung in hierdie warm padrit-dokumentêr. Stadig gestampte seswaa, wilde morogo, sorghum-bogobe en vetkoek vars uit die pot kom elkeen met 'n storie van 'n ouma, 'n oes of 'n troue. Deels resepteboek en deels familie-album, vier dit die kokke wat 'n provinsie kos gee.",
    },
  },
  'xibelani-skirts-that-dance': {
    zu: {
      tagline: 'Amamitha endwangu egqamile, isiketi esisodwa nomdanso onyakazisa umhlaba eGiyani.',
      synopsis:
        'I-xibelani yisiketi esinezingqimba esenziwe ngamamitha endwangu egqamile, futhi lapho abesifazane abangamaTsonga bedansa besigqokile, lonke igumbi liyanyakaza. Le dokhumentari ivakashela abathungi baseGiyani naseMalamulele abazenza ngesandla, abadansi abaziletha emikhosini nabaklami abasebasha abaziyisa ezinkundleni zemfashini eGoli. Isithombe esiseduze sobuciko, isigqi nobunjalo.',
    },
    xh: {
      tagline: 'Iimitha zelaphu eliqaqambileyo, isiketi esinye nomdaniso oshukumisa umhlaba eGiyani.',
      synopsis:
        'I-xibelani sisiketi esinemigangatho esenziwe ngeemitha zelaphu eliqaqambileyo, kwaye xa abafazi abangamaTsonga bedanisa besinxibile, lonke igumbi liyashukuma. Le dokhumentari ityelela abathungi baseGiyani naseMalamulele abazenza ngesandla, abadanisi abazisa kwimibhiyozo nabayili abaselula abazisa kwimiboniso yefashoni eRhawutini. Umfanekiso osondeleyo wobugcisa, isingqi nesazisi.',
    },
    af: {
      tagline: "Meters helder lap, een romp en 'n dans wat die grond in Giyani laat skud.",
      synopsis:
        "Die xibelani is 'n gelaagde romp van meters helder lap, en wanneer Xitsonga-vroue daarin dans, skud die hele vertrek. Hierdie dokumentêr besoek die naaldwerksters van Giyani en Malamulele wat dit met die hand maak, die dansers wat dit na feeste bring en die jong ontwerpers wat dit op Joburgse loopplanke neem. 'n Intieme portret van vakmanskap, ritme en identiteit.",
    },
  },
};
