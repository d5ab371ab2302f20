/**
 * Where each cross-border rule comes from. `checked` is the day the page was read for this
 * project; the page itself may be older, which the rule's note says where it matters.
 */
export interface RuleSource {
  title: string;
  url: string;
  checked: string;
}

const CHECKED = "2026-11-24";

const source = (title: string, url: string): RuleSource =>
  Object.freeze({ title, url, checked: CHECKED });

export const sources = Object.freeze({
  /** The most recent refund table found (it already has Finland 25.5 %, Slovakia 23 %, Estonia 22 %). */
  rickSteves: source(
    "Rick Steves, VAT Rates and Minimum Purchases Required to Qualify for Refunds",
    "https://www.ricksteves.com/travel-tips/money/vat-rates-in-europe",
  ),
  refundit: source(
    "Refundit, EU tax free shopping: VAT rates and minimum amount per receipt",
    "https://refundit.tax/eu-tax-free-shopping-vat-rates/",
  ),
  vatfreeTraveller: source(
    "vatfree.com, Is there a minimum amount I need to spend?",
    "https://traveller.vatfree.com/faq/embed/AaRAeK9pL9rmWMLLR/Is-there-a-minimum-amount-I-need-to-spend-",
  ),
  vatRates2025: source(
    "VAT 2025 in the 27 EU countries (general rates)",
    "https://calculariva.app/en-PH/blog/tipos-de-iva-aplicables-en-2025-segun-los-paises-miembros-de-la-union-europea",
  ),
  vatRatesEasytax: source(
    "easytax, VAT rates applicable in Europe from 1 January 2025",
    "https://www.easytax.co/en/tax-mag/info/vat-rates-in-europe",
  ),
  vatRatesVatSolutions: source(
    "VAT Solutions, VAT Rates 2025 in the European Union, Norway, Switzerland and the United Kingdom",
    "https://www.vat-solutions.com/blog/european-union-3/vat-rates-2025-in-the-european-union-46",
  ),
  estonia24: source(
    "VAT 24 % from July 2025: key changes for companies in Estonia",
    "https://www.companyforbusiness.ee/blog/vat-24-from-july-2025",
  ),
  italyMinimum: source(
    "cash.ch, Höhe zollfreier Einfuhren in der Vernehmlassung umstritten (Italy lowered its minimum from 155 to 70 euros on 1 February)",
    "https://www.cash.ch/news/top-news/hohe-zollfreier-einfuhren-in-der-vernehmlassung-umstritten-694039",
  ),
  franceMinimum: source(
    "McArthurGlen Provence, Tax free (Global Blue): minimum purchase 100.01 euros",
    "https://www.mcarthurglen.com/ko/outlets/fr/designer-outlet-provence/whats-on/tax-free/",
  ),
  estoniaMinimum: source(
    "Citycon Kristiine, Tax free: minimum purchase 38.01 EUR per store per day",
    "https://www.cityconportal.com/en/web/kristiine-keskus-2018/tax-free",
  ),
  cyprusMinimum: source(
    "Republic of Cyprus, Tax Department (Indirect Taxation), Visitors from abroad: the goods' value must exceed 50 EUR",
    "http://www.mof.gov.cy/mof/vat/vat.nsf/fe0184c46b4ed6acc22571fe0028d1c5/226c88d341533c6bc225729700245948?OpenDocument",
  ),
  cyprusGlobalBlue: source(
    "Global Blue, Tax Free Shopping in Cyprus: standard VAT rate 19 %, minimum purchase 50.00 EUR",
    "https://www.globalblue.com/tax-free-shopping/cyprus/",
  ),
  cyprusReverted: source(
    "Kathimerini Cyprus (CNA), Ministry reverts VAT refund amount to €50 (a circular had raised it to €175)",
    "https://knews.kathimerini.com.cy/en/news/ministry-reverts-vat-refund-amount-to-€50",
  ),
  irelandNoMinimum: source(
    "Revenue (Ireland), Retail export scheme: the VAT is refunded regardless of the value of the goods",
    "https://www.revenue.ie/en/vat/retail-export-scheme/what-purchases-can-you-claim-vat-back-on.aspx",
  ),
  irelandOperator: source(
    "vatfree.com, Ireland: minimum spend €75 per invoice or in the same store on the same day",
    "https://traveller.vatfree.com/faq/ctNsr9HYYf4kubBmi/Ireland-",
  ),
  bulgariaOperator: source(
    "vatfree.com, Bulgaria: minimum spend BGN 300 per invoice or in the same store on the same day",
    "https://traveller.vatfree.com/faq/LmsAAwgjCoSWGjyko/Bulgaria-",
  ),
  bulgariaAgent: source(
    "E&S Tax services (a Bulgarian refund agent), Tax free shopping under ordinance H-12: purchases of no less than 300 BGN",
    "https://eands-taxservices.com/services",
  ),
  bulgariaConversion: source(
    "Council of the EU, 8 July 2025 (reported by The Sofia Globe): Bulgaria adopts the euro on 1 January 2026 at 1.95583 lev per euro",
    "https://sofiaglobe.com/2025/07/08/official-decision-by-eu-finance-ministers-bulgaria-will-adopt-the-euro-from-january-1-2026/",
  ),
  ukFurnitureHeading: source(
    "GOV.UK Trade Tariff, chapter 94: heading 9403, other furniture and parts thereof",
    "https://www.gov.uk/trade-tariff/chapters/94",
  ),
  ukSimplifiedRates: source(
    "GOV.UK, Simplified rates for bringing personal goods into the UK (goods of EU origin: no customs duty if made or produced in the EU)",
    "https://www.gov.uk/guidance/simplified-rates-for-bringing-personal-goods-into-the-uk",
  ),
  ukNoRefund: source(
    "HMRC, Revenue and Customs Brief 21 (2020): withdrawal of the VAT Retail Export Scheme",
    "https://www.gov.uk/government/publications/revenue-and-customs-brief-21-2020-withdrawal-of-the-vat-retail-export-scheme-and-the-tax-free-shopping-concession/revenue-and-customs-brief-21-2020-withdrawal-of-the-vat-retail-export-scheme-and-the-tax-free-shopping-concession",
  ),
  operatorFees: source(
    "Airvat, The end of the Retail Export Scheme (HMRC's consultation: operators' fees of 30-50 % of the VAT)",
    "https://airvat.com/blog/the-end-of-the-retail-export-scheme-and-post-brexit-tax-free-shopping-in-the-uk",
  ),
  swissLimit: source(
    "FOCBS (BAZG), Value added tax (VAT): CHF 150 tax-free limit",
    "https://www.bazg.admin.ch/bazg/en/home/information-individuals/travel-and-purchases--allowances-and-duty-free-limit/importation-into-switzerland/tax-free-limit.html",
  ),
  swissLimitExamples: source(
    "FOCBS (BAZG), Examples of how the tax-free limit is applied for several people",
    "https://bazg.admin.ch/bazg/en/home/information-individuals/travel-and-purchases--allowances-and-duty-free-limit/importation-into-switzerland/value-of-goods-up-to-chf-300--free-of-vat/other-examples-of-how-the-tax-free-limit-is-applied-for-more-tha.html",
  ),
  swissForeignVat: source(
    "FOCBS (EZV), Value of goods free of VAT: the value after deduction of foreign VAT shown on the receipt is decisive",
    "https://www.ezv.admin.ch/ezv/en/home/information-individuals/travel-and-purchases--allowances-and-duty-free-limit/importation-into-switzerland/value-of-goods-up-to-chf-300--free-of-vat.html",
  ),
  swissRate: source(
    "swissinfo.ch, From 2025 the exemption limit for private purchases abroad will fall (standard VAT rate 8.1 %)",
    "https://swissinfo.ch/eng/swiss-politics/from-2025-the-exemption-limit-for-private-purchases-abroad-will-fall/87741761",
  ),
  swissIndustrialTariffs: source(
    "FOCBS (BAZG), Abolition of industrial tariffs (chapters 25 to 97) on 1 January 2024",
    "https://bazg.admin.ch/bazg/en/home/topics/aufhebung_industriezoelle.html",
  ),
  norwayLimit: source(
    "Norwegian Customs (Tolletaten), The value limit",
    "https://toll.no/en/shopping-abroad/the-value-limit",
  ),
  ukAllowance: source(
    "GOV.UK, Bringing goods into the UK: allowance for other goods (£390; a single item over it pays on its full value)",
    "https://www.gov.uk/duty-free-goods/arrivals-from-outside-the-eu",
  ),
  ukArrivingGb: source(
    "GOV.UK, Arriving in Great Britain: personal allowance, not combinable with anyone else's",
    "https://www.gov.uk/duty-free-goods/arriving-in-Great-Britain",
  ),
  icelandLimit: source(
    "Iceland Revenue and Customs (Skatturinn), Duty free imports: Icelandic residents up to ISK 88,000",
    "https://www.tollur.is/english/individuals/customs/traveling-to-iceland/duty-free-imports/",
  ),
  icelandItem: source(
    "Keflavík Airport, Customs regulations (an item above the limit pays only on the value above it)",
    "http://www.kefairport.is/English/Before-Departure/Customs-Regulations/",
  ),
  icelandTariffs: source(
    "trade.gov, Iceland Country Commercial Guide: Import Tariffs (tariffs on consumer goods eliminated in 2016 and 2017; VAT 24 %)",
    "https://www.trade.gov/country-commercial-guides/iceland-import-tariffs",
  ),
});
