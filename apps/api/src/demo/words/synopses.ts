import type { Localized } from '../../db/schema.ts';
import { localized } from '../text.ts';

/**
 * What each demo film is about, as a distributor's press kit would put it: one story per title in
 * fr, en, de and nl (issue 20: "every film summary is the same template"). The credits sentence
 * that follows is added by `synopsisOf`.
 */
const stories: Record<number, Localized> = {
  10001: localized(
    'Dans une petite ville du Berry, le dernier cinéma ferme ses portes. Son projectionniste, soixante ans de métier, prépare une ultime séance et convie tous ceux qui ont grandi dans la salle.',
    'In a small country town, the last cinema is closing. Its projectionist, sixty years on the job, plans one final screening and invites everyone who grew up in its seats.',
    'In einer Kleinstadt schließt das letzte Kino. Sein Filmvorführer, seit sechzig Jahren im Beruf, plant eine allerletzte Vorstellung und lädt alle ein, die in diesem Saal groß geworden sind.',
    'In een klein provinciestadje sluit de laatste bioscoop. De operateur, al zestig jaar in het vak, plant een allerlaatste voorstelling en nodigt iedereen uit die in de zaal is opgegroeid.',
  ),
  10002: localized(
    'Seule à bord d’une station en panne, une ingénieure doit ramener son équipage sur Terre avant que l’orbite ne se referme sur eux. Il lui reste quarante heures d’oxygène.',
    'Alone aboard a crippled station, an engineer must bring her crew back to Earth before their orbit decays. She has forty hours of oxygen left.',
    'Allein an Bord einer havarierten Raumstation muss eine Ingenieurin ihre Crew zur Erde zurückbringen, bevor die Umlaufbahn zerfällt. Ihr bleiben vierzig Stunden Sauerstoff.',
    'Alleen aan boord van een kapot ruimtestation moet een ingenieur haar bemanning terug naar de aarde brengen voordat hun baan vervalt. Ze heeft nog veertig uur zuurstof.',
  ),
  10003: localized(
    'Mila, huit ans, part à la recherche de son chat à travers une ville où les lampadaires parlent et où les toits se visitent à vélo.',
    'Eight-year-old Mila sets off to find her cat in a city where streetlamps talk and rooftops are ridden by bicycle.',
    'Die achtjährige Mila sucht ihre Katze in einer Stadt, in der Laternen sprechen und man mit dem Fahrrad über die Dächer fährt.',
    'De achtjarige Mila gaat op zoek naar haar kat in een stad waar lantaarnpalen praten en je over de daken fietst.',
  ),
  10004: localized(
    'La Carmen de Bizet, captée en direct de l’Opéra de Paris : la passion, la jalousie et les airs que tout le monde connaît, sur grand écran et en son multicanal.',
    'Bizet’s Carmen, live from the Paris Opera: passion, jealousy and the arias everyone knows, on the big screen with full surround sound.',
    'Bizets Carmen live aus der Pariser Oper: Leidenschaft, Eifersucht und die Arien, die jeder kennt, auf der großen Leinwand und mit Raumklang.',
    'Carmen van Bizet, live vanuit de Opéra de Paris: passie, jaloezie en de aria’s die iedereen kent, op het grote scherm met surround geluid.',
  ),
  10005: localized(
    'Sur un îlot breton coupé du monde par la tempête, deux gardiens de phare découvrent un naufragé qui n’apparaît sur aucun registre.',
    'On a Breton islet cut off by a storm, two lighthouse keepers find a castaway who appears in no ship’s register.',
    'Auf einer bretonischen Felseninsel, vom Sturm abgeschnitten, finden zwei Leuchtturmwärter einen Schiffbrüchigen, der in keinem Register steht.',
    'Op een Bretons eilandje dat door een storm is afgesneden, vinden twee vuurtorenwachters een schipbreukeling die in geen enkel register voorkomt.',
  ),
  10006: localized(
    'Une équipe de biologistes passe un an à trente mètres du sol, dans la canopée amazonienne, où vivent la moitié des espèces de la forêt.',
    'A team of biologists spends a year thirty metres above the ground in the Amazon canopy, home to half the forest’s species.',
    'Ein Team von Biologen verbringt ein Jahr dreißig Meter über dem Boden im Kronendach des Amazonas, wo die Hälfte aller Arten des Waldes lebt.',
    'Een team biologen brengt een jaar door op dertig meter hoogte in het bladerdak van de Amazone, waar de helft van alle soorten van het woud leeft.',
  ),
  10007: localized(
    'Un convoyeur de fonds accepte une dernière mission à bord du train de nuit Paris–Vienne. Au premier arrêt, le wagon blindé est vide.',
    'A security courier takes one last job aboard the Paris–Vienna night train. At the first stop, the armoured carriage is empty.',
    'Ein Geldkurier übernimmt einen letzten Auftrag im Nachtzug Paris–Wien. Beim ersten Halt ist der gepanzerte Waggon leer.',
    'Een geldkoerier neemt een laatste klus aan in de nachttrein Parijs–Wenen. Bij de eerste stop is de gepantserde wagon leeg.',
  ),
  10008: localized(
    'Trois générations, un camion trop petit et huit cents kilomètres jusqu’à la nouvelle maison : la famille Lemoine n’arrivera pas entière, mais elle arrivera.',
    'Three generations, a van that is too small and eight hundred kilometres to the new house: the Lemoine family will not arrive in one piece, but they will arrive.',
    'Drei Generationen, ein zu kleiner Transporter und achthundert Kilometer bis zum neuen Haus: Familie Lemoine kommt nicht heil an, aber sie kommt an.',
    'Drie generaties, een te kleine bestelbus en achthonderd kilometer naar het nieuwe huis: de familie Lemoine komt niet heelhuids aan, maar ze komt aan.',
  ),
  10009: localized(
    'Une traductrice et un pianiste se croisent dans le dernier tram de Lisbonne. Ils ont jusqu’à l’aube pour décider s’ils se reverront.',
    'A translator and a pianist meet on Lisbon’s last tram of the night. They have until dawn to decide whether they will meet again.',
    'Eine Übersetzerin und ein Pianist begegnen sich in der letzten Straßenbahn Lissabons. Bis zum Morgengrauen müssen sie entscheiden, ob sie sich wiedersehen.',
    'Een vertaalster en een pianist ontmoeten elkaar in de laatste tram van Lissabon. Ze hebben tot zonsopgang om te beslissen of ze elkaar terugzien.',
  ),
  10010: localized(
    'Une acousticienne est appelée dans un manoir où chaque pièce renvoie les voix avec un temps de retard. Certaines répondent à des questions que personne n’a posées.',
    'An acoustic engineer is called to a manor where every room returns voices a moment late. Some of them answer questions nobody has asked.',
    'Eine Akustikerin wird in ein Herrenhaus gerufen, in dem jeder Raum Stimmen verzögert zurückwirft. Manche beantworten Fragen, die niemand gestellt hat.',
    'Een akoestisch ingenieur wordt naar een landhuis geroepen waar elke kamer stemmen met vertraging terugkaatst. Sommige beantwoorden vragen die niemand heeft gesteld.',
  ),
  10011: localized(
    'Le capitaine Comète et son équipage de robots bricolés sillonnent la galaxie pour rendre les étoiles perdues à leur constellation.',
    'Captain Comet and her crew of home-made robots roam the galaxy, returning lost stars to their constellations.',
    'Kapitänin Komet und ihre Crew aus selbstgebauten Robotern durchstreifen die Galaxis, um verlorene Sterne zu ihren Sternbildern zurückzubringen.',
    'Kapitein Komeet en haar bemanning van zelfgebouwde robots reizen door de melkweg om verdwaalde sterren terug te brengen naar hun sterrenbeeld.',
  ),
  10012: localized(
    'Dans un potager de quartier, une bande de gamins et une tortue centenaire sauvent les semences d’un grand-père parti trop tôt.',
    'In a neighbourhood vegetable patch, a gang of kids and a hundred-year-old tortoise save the seeds a grandfather left behind.',
    'In einem Gemeinschaftsgarten retten ein paar Kinder und eine hundertjährige Schildkröte das Saatgut, das ein Großvater hinterlassen hat.',
    'In een buurtmoestuin redden een groepje kinderen en een honderdjarige schildpad de zaden die een opa heeft achtergelaten.',
  ),
  10013: localized(
    'Une cartographe suit la piste d’une caravane disparue il y a cinquante ans. Au-delà des dunes, les cartes ne servent plus à rien.',
    'A map-maker follows the trail of a caravan that vanished fifty years ago. Beyond the dunes, maps are no use at all.',
    'Eine Kartografin folgt der Spur einer Karawane, die vor fünfzig Jahren verschwand. Hinter den Dünen helfen keine Karten mehr.',
    'Een cartografe volgt het spoor van een karavaan die vijftig jaar geleden verdween. Voorbij de duinen heb je niets meer aan kaarten.',
  ),
  10014: localized(
    'Lyon, 1936. Un ouvrier est accusé d’avoir incendié son usine. Sa jeune avocate, commise d’office, a trois jours pour démonter l’accusation.',
    'Lyon, 1936. A factory worker is accused of burning down his mill. His young court-appointed lawyer has three days to take the case apart.',
    'Lyon, 1936. Ein Arbeiter soll seine Fabrik in Brand gesteckt haben. Seine junge Pflichtverteidigerin hat drei Tage, um die Anklage zu entkräften.',
    'Lyon, 1936. Een arbeider wordt ervan beschuldigd zijn fabriek in brand te hebben gestoken. Zijn jonge pro-Deoadvocate heeft drie dagen om de zaak te ontkrachten.',
  ),
  10015: localized(
    'Six mois de nuit polaire, onze scientifiques, et un signal radio qui vient de sous la glace. Personne ne sait qui l’émet.',
    'Six months of polar night, eleven scientists and a radio signal coming from under the ice. Nobody knows who is sending it.',
    'Sechs Monate Polarnacht, elf Forschende und ein Funksignal, das unter dem Eis hervorkommt. Niemand weiß, wer es sendet.',
    'Zes maanden poolnacht, elf wetenschappers en een radiosignaal dat van onder het ijs komt. Niemand weet wie het uitzendt.',
  ),
  10016: localized(
    'Pour toucher l’héritage de leur tante, deux cousins que tout oppose doivent tenir ensemble sa pizzeria du Vieux-Port pendant un été.',
    'To inherit their aunt’s fortune, two cousins who have nothing in common must run her pizzeria on Marseille’s Old Port together for one summer.',
    'Um das Erbe ihrer Tante anzutreten, müssen zwei grundverschiedene Cousins einen Sommer lang gemeinsam ihre Pizzeria am Alten Hafen von Marseille führen.',
    'Om de erfenis van hun tante te krijgen, moeten twee neven die in niets op elkaar lijken samen een zomer lang haar pizzeria aan de Oude Haven van Marseille runnen.',
  ),
  10017: localized(
    'De l’Atlantique Nord aux lagons du Pacifique, une année avec les baleines à bosse, dont le chant change chaque saison et traverse les océans.',
    'From the North Atlantic to the lagoons of the Pacific, a year with the humpback whales, whose song changes every season and crosses oceans.',
    'Vom Nordatlantik bis zu den Lagunen des Pazifiks: ein Jahr mit den Buckelwalen, deren Gesang sich jede Saison ändert und ganze Ozeane durchquert.',
    'Van de Noord-Atlantische Oceaan tot de lagunes van de Stille Oceaan: een jaar met de bultruggen, wier zang elk seizoen verandert en hele oceanen oversteekt.',
  ),
  10018: localized(
    'Une infirmière de nuit remarque qu’un patient inconscient reçoit chaque soir la visite d’un homme qui n’existe dans aucun fichier de l’hôpital.',
    'A night nurse notices that an unconscious patient is visited every evening by a man who exists in none of the hospital’s records.',
    'Eine Nachtschwester bemerkt, dass ein bewusstloser Patient jeden Abend Besuch von einem Mann bekommt, den es in keiner Akte des Krankenhauses gibt.',
    'Een nachtverpleegster merkt dat een bewusteloze patiënt elke avond bezoek krijgt van een man die in geen enkel dossier van het ziekenhuis bestaat.',
  ),
  10019: localized(
    'Quand une bibliothèque brûle, ses livres s’enfuient dans un royaume de papier. Une petite lectrice part les ramener, page après page.',
    'When a library burns, its books escape into a kingdom made of paper. A young reader sets out to bring them home, page by page.',
    'Als eine Bibliothek brennt, fliehen ihre Bücher in ein Königreich aus Papier. Eine junge Leserin zieht los, um sie Seite für Seite zurückzuholen.',
    'Als een bibliotheek afbrandt, vluchten de boeken naar een koninkrijk van papier. Een jonge lezeres gaat ze bladzijde voor bladzijde terughalen.',
  ),
  10020: localized(
    'Un danseur de tango revenu à Tunis pour vendre la maison de son père retrouve l’élève qu’il avait quittée vingt ans plus tôt, le soir d’une finale.',
    'A tango dancer back in Tunis to sell his father’s house meets the student he walked out on twenty years earlier, on the night of a final.',
    'Ein Tangotänzer, der nach Tunis zurückkehrt, um das Haus seines Vaters zu verkaufen, trifft die Schülerin wieder, die er vor zwanzig Jahren am Abend eines Finales verließ.',
    'Een tangodanser die naar Tunis terugkeert om het huis van zijn vader te verkopen, ziet de leerlinge terug die hij twintig jaar eerder op de avond van een finale in de steek liet.',
  ),
  10021: localized(
    'Trois agents de la RATP découvrent que la ligne fantôme du réseau transporte chaque nuit des voyageurs morts depuis un siècle. Et qu’ils n’ont pas de ticket.',
    'Three metro workers discover that the network’s ghost line carries passengers who died a century ago every night. None of them has a ticket.',
    'Drei Metro-Angestellte entdecken, dass die Geisterlinie des Netzes jede Nacht Fahrgäste befördert, die seit hundert Jahren tot sind. Keiner hat eine Fahrkarte.',
    'Drie metromedewerkers ontdekken dat de spooklijn van het net elke nacht reizigers vervoert die al een eeuw dood zijn. Geen van hen heeft een kaartje.',
  ),
  10022: localized(
    'Une pilote d’essai accepte de tester le premier vaisseau capable d’atteindre la vitesse de la lumière. À son retour, trente ans ont passé sur Terre.',
    'A test pilot agrees to fly the first ship able to reach light speed. When she returns, thirty years have passed on Earth.',
    'Eine Testpilotin fliegt das erste Schiff, das Lichtgeschwindigkeit erreicht. Als sie zurückkehrt, sind auf der Erde dreißig Jahre vergangen.',
    'Een testpiloot vliegt het eerste schip dat de lichtsnelheid haalt. Als ze terugkomt, zijn er op aarde dertig jaar verstreken.',
  ),
  10023: localized(
    'Un chef étoilé qui a perdu le goût et une critique culinaire qui a perdu son emploi ouvrent ensemble une cantine de quartier.',
    'A star chef who has lost his sense of taste and a food critic who has lost her job open a neighbourhood canteen together.',
    'Ein Sternekoch, der seinen Geschmackssinn verloren hat, und eine Restaurantkritikerin, die ihre Stelle verloren hat, eröffnen zusammen eine Kantine im Viertel.',
    'Een sterrenchef die zijn smaak kwijt is en een restaurantrecensente die haar baan kwijt is, openen samen een buurtkantine.',
  ),
  10024: localized(
    'En 1931, une aviatrice de l’Aéropostale s’écrase en plein Sahara. Avec un mécanicien touareg, elle a dix jours pour rejoindre la côte.',
    'In 1931, an airmail pilot crashes in the middle of the Sahara. With a Tuareg mechanic, she has ten days to reach the coast.',
    '1931 stürzt eine Postfliegerin mitten in der Sahara ab. Mit einem Tuareg-Mechaniker hat sie zehn Tage, um die Küste zu erreichen.',
    'In 1931 stort een postvliegenierster neer midden in de Sahara. Samen met een Toeareegse monteur heeft ze tien dagen om de kust te bereiken.',
  ),
  10025: localized(
    'Chaque année, aux grandes marées, Anne revient dans la maison familiale de Saint-Malo. Cette fois, sa sœur a décidé de la vendre.',
    'Every year, at the spring tides, Anne returns to the family house in Saint-Malo. This time, her sister has decided to sell it.',
    'Jedes Jahr zur Springflut kehrt Anne ins Familienhaus in Saint-Malo zurück. Diesmal hat ihre Schwester beschlossen, es zu verkaufen.',
    'Elk jaar, bij springtij, keert Anne terug naar het familiehuis in Saint-Malo. Dit keer heeft haar zus besloten het te verkopen.',
  ),
  10026: localized(
    'Quatre alpinistes tentent l’ascension hivernale d’un sommet du Karakoram que personne n’a gravi depuis 1986. Une caméra les suit jusqu’à huit mille mètres.',
    'Four climbers attempt a winter ascent of a Karakoram peak nobody has climbed since 1986. A camera follows them to eight thousand metres.',
    'Vier Bergsteiger wagen die Winterbesteigung eines Karakorum-Gipfels, den seit 1986 niemand erklommen hat. Eine Kamera begleitet sie bis auf achttausend Meter.',
    'Vier klimmers wagen een winterbeklimming van een Karakoramtop die sinds 1986 niemand heeft bedwongen. Een camera volgt ze tot achtduizend meter.',
  ),
  10027: localized(
    'Taupe infiltrée dans un réseau de faussaires, une agente des douanes reçoit l’ordre d’arrêter son propre frère.',
    'A customs officer working undercover in a forgery ring is ordered to arrest her own brother.',
    'Eine Zollbeamtin, die verdeckt in einem Fälscherring ermittelt, erhält den Befehl, ihren eigenen Bruder festzunehmen.',
    'Een douanebeambte die undercover werkt in een vervalsersbende krijgt het bevel haar eigen broer te arresteren.',
  ),
  10028: localized(
    'Une luciole qui n’arrive pas à briller est chargée d’organiser le grand bal de l’été. Toute la prairie compte sur elle.',
    'A firefly who cannot glow is put in charge of the great summer ball. The whole meadow is counting on her.',
    'Ein Glühwürmchen, das nicht leuchten kann, soll den großen Sommerball ausrichten. Die ganze Wiese zählt auf es.',
    'Een vuurvliegje dat niet kan stralen, moet het grote zomerbal organiseren. De hele weide rekent op haar.',
  ),
  10029: localized(
    'À la mort du patriarche, quatre enfants se disputent une fabrique de jouets en bois au bord de la faillite. Le testament leur réserve une surprise.',
    'When the patriarch dies, four children fight over a wooden-toy factory on the brink of bankruptcy. His will holds a surprise for them.',
    'Nach dem Tod des Patriarchen streiten vier Kinder um eine Holzspielzeugfabrik kurz vor der Pleite. Das Testament hält eine Überraschung bereit.',
    'Na de dood van de patriarch vechten vier kinderen om een houten-speelgoedfabriek op de rand van faillissement. Het testament heeft een verrassing voor hen.',
  ),
  10030: localized(
    'Pendant la tempête du siècle, le port de Brest est bouclé. Une commissaire découvre qu’un des marins consignés à bord a tué pour rester à quai.',
    'During the storm of the century, the port of Brest is locked down. A detective finds that one of the sailors confined aboard has killed to stay ashore.',
    'Während des Jahrhundertsturms wird der Hafen von Brest abgeriegelt. Eine Kommissarin findet heraus, dass einer der festgehaltenen Seeleute getötet hat, um an Land zu bleiben.',
    'Tijdens de storm van de eeuw gaat de haven van Brest op slot. Een inspecteur ontdekt dat een van de vastgehouden zeelieden heeft gemoord om aan wal te blijven.',
  ),
  10031: localized(
    'Dans une ville entièrement tenue par des robots, une petite fille et son chien sont les premiers humains à poser le pied depuis cent ans.',
    'In a city run entirely by robots, a little girl and her dog are the first humans to set foot there in a hundred years.',
    'In einer Stadt, die ganz von Robotern betrieben wird, sind ein kleines Mädchen und sein Hund die ersten Menschen seit hundert Jahren.',
    'In een stad die volledig door robots wordt bestuurd, zijn een meisje en haar hond de eerste mensen in honderd jaar.',
  ),
  10032: localized(
    'Pendant les vacances, trois enfants découvrent qu’une île de la lagune apparaît seulement les nuits de pleine lune.',
    'On holiday, three children discover that an island in the lagoon appears only on full-moon nights.',
    'In den Ferien entdecken drei Kinder, dass eine Insel in der Lagune nur in Vollmondnächten auftaucht.',
    'Tijdens de vakantie ontdekken drie kinderen dat een eiland in de lagune alleen bij volle maan verschijnt.',
  ),
  10033: localized(
    'Un notable de province est retrouvé mort dans sa bibliothèque fermée de l’intérieur. Le juge d’instruction soupçonne toute la famille, et la famille le sait.',
    'A provincial notable is found dead in his library, locked from the inside. The examining judge suspects the whole family, and the family knows it.',
    'Ein Honoratior aus der Provinz wird tot in seiner von innen verschlossenen Bibliothek gefunden. Der Untersuchungsrichter verdächtigt die ganze Familie, und die Familie weiß es.',
    'Een provinciale notabele wordt dood aangetroffen in zijn bibliotheek, van binnenuit op slot. De onderzoeksrechter verdenkt de hele familie, en de familie weet het.',
  ),
  10034: localized(
    'Deux anciens amants se retrouvent au mariage de leur fille commune, qu’aucun des deux n’a élevée. Un week-end d’octobre pour tout se dire.',
    'Two former lovers meet again at the wedding of the daughter neither of them raised. One October weekend to say everything.',
    'Zwei ehemalige Liebende begegnen sich bei der Hochzeit ihrer gemeinsamen Tochter, die keiner von beiden großgezogen hat. Ein Oktoberwochenende, um sich alles zu sagen.',
    'Twee ex-geliefden zien elkaar terug op de bruiloft van hun dochter, die geen van beiden heeft opgevoed. Eén oktoberweekend om alles te zeggen.',
  ),
  10035: localized(
    'Quand les arbres d’une forêt ancienne commencent à s’endormir, un renard, une chouette et un garçon du village partent réveiller le plus vieux d’entre eux.',
    'When the trees of an ancient forest start falling asleep, a fox, an owl and a village boy set off to wake the oldest of them all.',
    'Als die Bäume eines uralten Waldes einschlafen, machen sich ein Fuchs, eine Eule und ein Junge aus dem Dorf auf, um den ältesten von ihnen zu wecken.',
    'Als de bomen van een oeroud bos in slaap vallen, gaan een vos, een uil en een jongen uit het dorp de oudste van allemaal wakker maken.',
  ),
  10036: localized(
    'La planète Zéro ne figure sur aucune carte stellaire, et pourtant une colonie y envoie des appels au secours depuis quarante ans.',
    'Planet Zero is on no star chart, yet a colony there has been sending distress calls for forty years.',
    'Planet Null steht auf keiner Sternkarte, und doch sendet eine Kolonie von dort seit vierzig Jahren Notrufe.',
    'Planeet Nul staat op geen enkele sterrenkaart, en toch zendt een kolonie daar al veertig jaar noodsignalen uit.',
  ),
  10037: localized(
    'Léa se marie samedi. Ses deux pères, ses trois ex et une grand-mère qui ne rate jamais un mariage ont chacun leur idée de la fête.',
    'Léa is getting married on Saturday. Her two dads, her three exes and a grandmother who never misses a wedding each have their own idea of the party.',
    'Léa heiratet am Samstag. Ihre zwei Väter, ihre drei Verflossenen und eine Großmutter, die keine Hochzeit auslässt, haben jeweils ihre eigene Vorstellung vom Fest.',
    'Léa trouwt zaterdag. Haar twee vaders, haar drie exen en een oma die nooit een bruiloft mist, hebben elk hun eigen idee van het feest.',
  ),
  10038: localized(
    'Un marionnettiste de théâtre d’ombres est témoin d’un meurtre derrière son écran. Le tueur a vu sa silhouette.',
    'A shadow-puppet artist witnesses a murder behind his screen. The killer saw his silhouette.',
    'Ein Schattenspieler wird hinter seiner Leinwand Zeuge eines Mordes. Der Täter hat seine Silhouette gesehen.',
    'Een schimmenspeler is achter zijn doek getuige van een moord. De moordenaar heeft zijn silhouet gezien.',
  ),
  10039: localized(
    'Paris, printemps 1871. Une blanchisseuse de Montmartre et un jeune soldat versaillais se rencontrent dans les derniers jours de la Commune.',
    'Paris, spring 1871. A Montmartre laundress and a young government soldier meet in the last days of the Commune.',
    'Paris, Frühjahr 1871. Eine Wäscherin vom Montmartre und ein junger Regierungssoldat begegnen sich in den letzten Tagen der Kommune.',
    'Parijs, voorjaar 1871. Een wasvrouw uit Montmartre en een jonge regeringssoldaat ontmoeten elkaar in de laatste dagen van de Commune.',
  ),
  10040: localized(
    'Coincés chez leur grand-tante un dimanche de pluie, quatre cousins ouvrent une malle du grenier qui mène tout droit en 1923.',
    'Stuck at their great-aunt’s on a rainy Sunday, four cousins open an attic trunk that leads straight to 1923.',
    'An einem verregneten Sonntag bei ihrer Großtante öffnen vier Cousins eine Truhe auf dem Dachboden, die direkt ins Jahr 1923 führt.',
    'Vast bij hun oudtante op een regenachtige zondag openen vier neven en nichten een koffer op zolder die rechtstreeks naar 1923 leidt.',
  ),
  10041: localized(
    'Le projet le plus secret de l’année : l’équipe n’a dévoilé ni le sujet ni la distribution. Nous publierons le synopsis dès que le distributeur le communiquera.',
    'The year’s best-kept secret: the team has revealed neither the story nor the cast. We will publish the synopsis as soon as the distributor releases it.',
    'Das bestgehütete Geheimnis des Jahres: Das Team hat weder die Handlung noch die Besetzung verraten. Wir veröffentlichen die Inhaltsangabe, sobald der Verleih sie freigibt.',
    'Het best bewaarde geheim van het jaar: het team heeft noch het verhaal noch de cast onthuld. We publiceren de synopsis zodra de distributeur die vrijgeeft.',
  ),
  10042: localized(
    'Le Lac des cygnes de Tchaïkovski par le Ballet du Bolchoï, capté en direct : Odette, Odile et le corps de ballet au grand complet.',
    'Tchaikovsky’s Swan Lake by the Bolshoi Ballet, live: Odette, Odile and the full corps de ballet.',
    'Tschaikowskys Schwanensee mit dem Bolschoi-Ballett, live übertragen: Odette, Odile und das gesamte Corps de ballet.',
    'Het Zwanenmeer van Tsjaikovski door het Bolsjojballet, live: Odette, Odile en het voltallige corps de ballet.',
  ),
  10043: localized(
    'La Traviata de Verdi en direct de la Scala de Milan : la fête, l’amour et le sacrifice de Violetta, dans la mise en scène la plus attendue de la saison.',
    'Verdi’s La Traviata live from La Scala, Milan: Violetta’s parties, love and sacrifice in the season’s most awaited production.',
    'Verdis La Traviata live aus der Mailänder Scala: Violettas Feste, Liebe und Opfer in der meisterwarteten Inszenierung der Saison.',
    'La Traviata van Verdi live vanuit de Scala in Milaan: de feesten, de liefde en het offer van Violetta in de meest verwachte productie van het seizoen.',
  ),
  10044: localized(
    'La Neuvième de Beethoven et son Ode à la joie, jouée en direct par un orchestre symphonique et un chœur de cent vingt voix.',
    'Beethoven’s Ninth and its Ode to Joy, played live by a symphony orchestra and a choir of a hundred and twenty voices.',
    'Beethovens Neunte mit der Ode an die Freude, live gespielt von einem Sinfonieorchester und einem Chor mit hundertzwanzig Stimmen.',
    'De Negende van Beethoven met de Ode aan de vreugde, live gespeeld door een symfonieorkest en een koor van honderdtwintig stemmen.',
  ),
  10045: localized(
    'La finale du championnat en direct et en très grand format, avec l’avant-match, la mi-temps commentée et l’ambiance d’un stade dans la salle.',
    'The championship final live on a giant screen, with the pre-match show, half-time analysis and a stadium atmosphere in the hall.',
    'Das Meisterschaftsfinale live auf der großen Leinwand, mit Vorberichten, Halbzeitanalyse und Stadionatmosphäre im Saal.',
    'De finale van het kampioenschap live op het grote scherm, met voorbeschouwing, rustanalyse en stadionsfeer in de zaal.',
  ),
  10046: localized(
    'Le Casse-Noisette de Tchaïkovski par le Royal Ballet, en direct de Londres : le conte de Noël idéal à partager en famille.',
    'Tchaikovsky’s Nutcracker by the Royal Ballet, live from London: the perfect Christmas tale to share with the family.',
    'Tschaikowskys Nussknacker mit dem Royal Ballet, live aus London: das ideale Weihnachtsmärchen für die ganze Familie.',
    'De Notenkraker van Tsjaikovski door het Royal Ballet, live vanuit Londen: het ideale kerstsprookje voor het hele gezin.',
  ),
  10047: localized(
    'La Flûte enchantée de Mozart en direct du Metropolitan Opera de New York, chantée en allemand et sous-titrée.',
    'Mozart’s The Magic Flute live from the Metropolitan Opera in New York, sung in German with subtitles.',
    'Mozarts Zauberflöte live aus der Metropolitan Opera in New York, auf Deutsch gesungen und untertitelt.',
    'De Toverfluit van Mozart live vanuit de Metropolitan Opera in New York, in het Duits gezongen en ondertiteld.',
  ),
  10048: localized(
    'Les Étoiles fêtent leurs trente ans de scène avec un concert anniversaire filmé à l’Olympia : tous leurs succès et quelques invités surprises.',
    'The Stars celebrate thirty years on stage with an anniversary concert filmed at the Olympia: all their hits and a few surprise guests.',
    'Les Étoiles feiern dreißig Bühnenjahre mit einem Jubiläumskonzert aus dem Pariser Olympia: alle Hits und einige Überraschungsgäste.',
    'Les Étoiles vieren dertig jaar op het podium met een jubileumconcert in de Olympia: al hun hits en een paar verrassingsgasten.',
  ),
  10049: localized(
    'Le gardien d’un cinéma de quartier promis à la démolition s’enferme dans la salle avec les bobines de sa vie.',
    'The caretaker of a neighbourhood cinema due for demolition locks himself in the hall with the reels of his life.',
    'Der Hausmeister eines Viertelkinos, das abgerissen werden soll, schließt sich mit den Filmrollen seines Lebens im Saal ein.',
    'De beheerder van een buurtbioscoop die gesloopt gaat worden, sluit zich op in de zaal met de filmrollen van zijn leven.',
  ),
  10050: localized(
    'Un village de montagne s’éveille dans une brume qui ne se lève plus. Ceux qui s’y aventurent reviennent, mais pas tout à fait les mêmes.',
    'A mountain village wakes up in a mist that never lifts. Those who venture into it come back, but not quite the same.',
    'Ein Bergdorf erwacht in einem Nebel, der sich nicht mehr lichtet. Wer sich hineinwagt, kehrt zurück, aber nicht ganz derselbe.',
    'Een bergdorp ontwaakt in een mist die niet meer optrekt. Wie erin gaat, komt terug, maar niet helemaal dezelfde.',
  ),
  10051: localized(
    'Trois sœurs se retrouvent dans la ferme familiale pour l’été où leur mère perd la mémoire. Chacune se souvient d’une enfance différente.',
    'Three sisters gather at the family farm the summer their mother starts losing her memory. Each remembers a different childhood.',
    'Drei Schwestern treffen sich auf dem Hof der Familie in dem Sommer, in dem ihre Mutter ihr Gedächtnis verliert. Jede erinnert sich an eine andere Kindheit.',
    'Drie zussen komen samen op de familieboerderij in de zomer dat hun moeder haar geheugen begint te verliezen. Elk herinnert zich een andere jeugd.',
  ),
  10052: localized(
    'Dans un désert où le sable chante, un petit prince part chercher l’eau qui a quitté son oasis, guidé par un scarabée bavard.',
    'In a desert where the sand sings, a little prince goes looking for the water that has left his oasis, guided by a chatty beetle.',
    'In einer Wüste, in der der Sand singt, sucht ein kleiner Prinz das Wasser, das seine Oase verlassen hat, geführt von einem geschwätzigen Käfer.',
    'In een woestijn waar het zand zingt, gaat een kleine prins op zoek naar het water dat zijn oase heeft verlaten, geleid door een praatgrage kever.',
  ),
  10053: localized(
    'Un brise-glace transportant un vaccin est pris dans les glaces au nord du Svalbard. Une équipe de secours a soixante-douze heures pour l’atteindre.',
    'An icebreaker carrying a vaccine is trapped in the ice north of Svalbard. A rescue team has seventy-two hours to reach it.',
    'Ein Eisbrecher mit einem Impfstoff an Bord steckt nördlich von Spitzbergen im Eis fest. Ein Rettungsteam hat zweiundsiebzig Stunden, um ihn zu erreichen.',
    'Een ijsbreker met een vaccin aan boord zit vast in het ijs ten noorden van Spitsbergen. Een reddingsteam heeft tweeënzeventig uur om hem te bereiken.',
  ),
  10054: localized(
    'Une étudiante belge sous-loue une péniche à Amsterdam pour l’été et découvre que le propriétaire n’a jamais vraiment déménagé.',
    'A Belgian student sublets a houseboat in Amsterdam for the summer and finds out the owner never really moved out.',
    'Eine belgische Studentin mietet für den Sommer ein Hausboot in Amsterdam und stellt fest, dass der Besitzer nie richtig ausgezogen ist.',
    'Een Belgische studente huurt voor de zomer een woonboot in Amsterdam en ontdekt dat de eigenaar er nooit echt is weggegaan.',
  ),
  10055: localized(
    'Un boxeur de quarante ans remonte sur le ring pour sauver la salle de son quartier, entraîné par la fille de son ancien adversaire.',
    'A forty-year-old boxer steps back into the ring to save his neighbourhood gym, trained by the daughter of his old rival.',
    'Ein vierzigjähriger Boxer steigt wieder in den Ring, um die Boxhalle seines Viertels zu retten, trainiert von der Tochter seines früheren Gegners.',
    'Een veertigjarige bokser stapt opnieuw de ring in om de boksschool in zijn wijk te redden, getraind door de dochter van zijn oude rivaal.',
  ),
  10056: localized(
    'Une hydrologue découvre que l’eau d’une source des Alpes garde la trace de tout ce qu’elle a traversé, y compris des souvenirs humains.',
    'A hydrologist discovers that the water of an Alpine spring keeps a trace of everything it has passed through, human memories included.',
    'Eine Hydrologin entdeckt, dass das Wasser einer Alpenquelle eine Spur von allem bewahrt, was es durchflossen hat, auch menschliche Erinnerungen.',
    'Een hydrologe ontdekt dat het water van een bron in de Alpen een spoor bewaart van alles waar het doorheen is gestroomd, ook menselijke herinneringen.',
  ),
  10057: localized(
    'Écartée des circuits après un accident, une pilote de Formule 1 revient pour un dernier Grand Prix, au volant d’une écurie que personne ne prend au sérieux.',
    'Sidelined after a crash, a Formula 1 driver returns for one last Grand Prix, driving for a team nobody takes seriously.',
    'Nach einem Unfall ausgemustert, kehrt eine Formel-1-Fahrerin für einen letzten Großen Preis zurück, am Steuer eines Teams, das niemand ernst nimmt.',
    'Na een ongeluk aan de kant gezet, keert een Formule 1-coureur terug voor een laatste Grand Prix, voor een team dat niemand serieus neemt.',
  ),
  10058: localized(
    'Un garçon trouve trois œufs dans la poche d’un vieux manteau. Ce sont des dragons, ils tiennent dans une main, et ils adorent le chocolat.',
    'A boy finds three eggs in the pocket of an old coat. They are dragons, they fit in one hand, and they love chocolate.',
    'Ein Junge findet drei Eier in der Tasche eines alten Mantels. Es sind Drachen, sie passen in eine Hand, und sie lieben Schokolade.',
    'Een jongen vindt drie eieren in de zak van een oude jas. Het zijn draakjes, ze passen in één hand en ze zijn dol op chocola.',
  ),
  10059: localized(
    'Lucie, concierge à Bordeaux, résout les affaires que la police classe trop vite. Cette fois, la victime est son propriétaire.',
    'Lucie, a concierge in Bordeaux, solves the cases the police close too quickly. This time, the victim is her landlord.',
    'Lucie, Concierge in Bordeaux, löst die Fälle, die die Polizei zu schnell zu den Akten legt. Diesmal ist das Opfer ihr Vermieter.',
    'Lucie, conciërge in Bordeaux, lost de zaken op die de politie te snel seponeert. Dit keer is het slachtoffer haar huisbaas.',
  ),
  10060: localized(
    'Une pianiste insomniaque joue chaque nuit pour un voisin qu’elle n’a jamais vu. Un soir, il frappe à sa porte.',
    'An insomniac pianist plays every night for a neighbour she has never seen. One evening, he knocks at her door.',
    'Eine schlaflose Pianistin spielt jede Nacht für einen Nachbarn, den sie nie gesehen hat. Eines Abends klopft er an ihre Tür.',
    'Een slapeloze pianiste speelt elke nacht voor een buurman die ze nooit heeft gezien. Op een avond klopt hij bij haar aan.',
  ),
};

/** The credits line after the story: who made it and who is in it. */
const credits = {
  film: localized(
    'Un film de {director}, avec {actors}.',
    'Directed by {director}, starring {actors}.',
    'Regie: {director}, mit {actors}.',
    'Een film van {director}, met {actors}.',
  ),
  event: localized(
    'Retransmission en direct, une seule date : réservez tôt.',
    'Broadcast live on one date only: book early.',
    'Live übertragen, nur an einem Termin: früh buchen lohnt sich.',
    'Live uitgezonden, op één datum: reserveer op tijd.',
  ),
};

/** Words that join two names in each language ("Léa Fontaine et Malik Touré"). */
const and: Localized = localized('et', 'and', 'und', 'en');

export interface SynopsisFacts {
  id: number;
  isMovie: boolean;
  directors: readonly string[];
  actors: readonly string[];
}

/** A show's synopsis in each language: its own story, then its credits. Throws on a title without a story. */
export function synopsisOf({ id, isMovie, directors, actors }: SynopsisFacts): Localized {
  const story = stories[id];
  if (!story) throw new Error(`demo title ${id} has no synopsis`);
  const result: Localized = {};
  for (const language of ['fr', 'en', 'de', 'nl'] as const) {
    const names = (list: readonly string[]) =>
      list.length > 1 ? `${list.slice(0, -1).join(', ')} ${and[language]} ${list.at(-1)}` : (list[0] ?? '');
    const line = isMovie
      ? (credits.film[language] ?? '')
          .replace('{director}', names(directors))
          .replace('{actors}', names(actors.slice(0, 3)))
      : (credits.event[language] ?? '');
    result[language] = `${story[language] ?? ''} ${line}`.trim();
  }
  return result;
}
