import type { Db } from '@/db/client.ts';
import { kbArticleCompanies, kbArticles, kbArticleTexts, kbCategories } from '@/db/schema/knowledge.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import { wordsOf } from '@/modules/knowledge/service.ts';

type Lang = 'en-US' | 'es-ES' | 'pt-PT';
type Texts = Record<Lang, { title: string; body: string }>;

const CATEGORIES: { key: string; names: Record<Lang, string> }[] = [
  { key: 'billing', names: { 'en-US': 'Billing and invoices', 'es-ES': 'Facturación', 'pt-PT': 'Faturação' } },
  { key: 'requests', names: { 'en-US': 'Service requests', 'es-ES': 'Solicitudes de servicio', 'pt-PT': 'Pedidos de serviço' } },
  { key: 'account', names: { 'en-US': 'Your account', 'es-ES': 'Su cuenta', 'pt-PT': 'A sua conta' } },
];

const ARTICLES: { category: string; onlyCompanyB?: true; draft?: true; texts: Partial<Texts> }[] = [
  {
    category: 'billing',
    texts: {
      'en-US': {
        title: 'How to read your invoice',
        body: '<p>Each invoice lists the services of the month, per site. The <strong>due date</strong> is at the top right.</p><ul><li>Open invoices appear in <em>Current account</em>.</li><li>Download the PDF from <em>Search documents</em>.</li></ul>',
      },
      'es-ES': {
        title: 'Cómo leer su factura',
        body: '<p>Cada factura detalla los servicios del mes, por centro. La <strong>fecha de vencimiento</strong> está arriba a la derecha.</p><ul><li>Las facturas pendientes aparecen en <em>Cuenta corriente</em>.</li><li>Descargue el PDF desde <em>Buscar documentos</em>.</li></ul>',
      },
      'pt-PT': {
        title: 'Como ler a sua fatura',
        body: '<p>Cada fatura detalha os serviços do mês, por instalação. A <strong>data de vencimento</strong> está no canto superior direito.</p><ul><li>As faturas em aberto aparecem em <em>Conta corrente</em>.</li><li>Descarregue o PDF em <em>Pesquisar documentos</em>.</li></ul>',
      },
    },
  },
  {
    category: 'billing',
    texts: {
      'en-US': { title: 'An amount on my invoice looks wrong', body: '<p>Check the statement of account first: credit memos may already correct it. If not, raise a service request of type <strong>Refund</strong> with the invoice number.</p>' },
      'es-ES': { title: 'Un importe de mi factura parece incorrecto', body: '<p>Revise primero el extracto de cuenta: puede que un abono ya lo corrija. Si no, cree una solicitud de servicio de tipo <strong>Reembolso</strong> con el número de factura.</p>' },
      'pt-PT': { title: 'Um valor da minha fatura parece errado', body: '<p>Consulte primeiro o extrato de conta: uma nota de crédito pode já o corrigir. Se não, crie um pedido de serviço do tipo <strong>Reembolso</strong> com o número da fatura.</p>' },
    },
  },
  {
    category: 'requests',
    texts: {
      'en-US': { title: 'What happens after I send a request', body: '<p>Our team proposes a date and a budget. You confirm or refuse the proposal; once confirmed, the work is planned and you are told when it is done.</p>' },
      'es-ES': { title: 'Qué ocurre cuando envío una solicitud', body: '<p>Nuestro equipo propone una fecha y un presupuesto. Usted confirma o rechaza la propuesta; una vez confirmada, el trabajo se planifica y le avisamos cuando esté hecho.</p>' },
      'pt-PT': { title: 'O que acontece depois de enviar um pedido', body: '<p>A nossa equipa propõe uma data e um orçamento. Confirma ou recusa a proposta; depois de confirmada, o trabalho é planeado e é avisado quando estiver concluído.</p>' },
    },
  },
  {
    category: 'requests',
    texts: {
      'en-US': { title: 'A water leak or a broken door: what to do first', body: '<p>For anything unsafe, call the site emergency number first. Then raise a <strong>Defect</strong> request with photos so the right crew comes equipped.</p>' },
      'es-ES': { title: 'Una fuga de agua o una puerta rota: qué hacer primero', body: '<p>Ante cualquier riesgo, llame primero al número de emergencia del centro. Después cree una solicitud de tipo <strong>Defecto</strong> con fotos para que venga el equipo adecuado.</p>' },
    },
  },
  {
    category: 'account',
    texts: {
      'en-US': { title: 'Resetting your password', body: '<p>On the sign-in page choose <em>Forgot your password?</em> and follow the link we email you. The link works once and expires after a while.</p>' },
      'es-ES': { title: 'Restablecer su contraseña', body: '<p>En la página de acceso elija <em>¿Ha olvidado su contraseña?</em> y siga el enlace que le enviamos por correo. El enlace sirve una vez y caduca al cabo de un tiempo.</p>' },
      'pt-PT': { title: 'Repor a sua palavra-passe', body: '<p>Na página de entrada escolha <em>Esqueceu-se da palavra-passe?</em> e siga a ligação que lhe enviamos por email. A ligação funciona uma vez e expira passado algum tempo.</p>' },
    },
  },
  {
    category: 'billing',
    onlyCompanyB: true,
    texts: {
      'es-ES': { title: 'Facturación de transportes internacionales', body: '<p>Los transportes fuera de España se facturan a final de mes con su documentación aduanera adjunta.</p>' },
      'en-US': { title: 'Invoicing of international transports', body: '<p>Transports outside Spain are invoiced at the end of the month with their customs documents attached.</p>' },
    },
  },
  {
    category: 'account',
    draft: true,
    texts: { 'en-US': { title: 'Two-step sign-in (draft)', body: '<p>Coming soon.</p>' } },
  },
];

/** The demo knowledge base: three categories, articles in one to three languages, one for company B only, one draft. */
export async function seedDemoKnowledgeBase(db: Db, people: { author: string; companyB: string }): Promise<void> {
  const categoryIds = new Map<string, string>();
  for (const [position, category] of CATEGORIES.entries()) {
    const [row] = await db.insert(kbCategories).values({ names: category.names, position }).returning({ id: kbCategories.id });
    categoryIds.set(category.key, row!.id);
  }
  for (const article of ARTICLES) {
    const [row] = await db
      .insert(kbArticles)
      .values({
        categoryId: categoryIds.get(article.category) ?? null,
        status: article.draft ? 'draft' : 'published',
        visibility: article.onlyCompanyB ? 'companies' : 'all',
        createdBy: people.author,
        updatedBy: people.author,
      })
      .returning({ id: kbArticles.id });
    const articleId = row!.id;
    await db.insert(kbArticleTexts).values(
      Object.entries(article.texts).map(([language, text]) => {
        const bodyHtml = cleanRichText(text.body);
        return { articleId, language, title: text.title, bodyHtml, bodyText: wordsOf(bodyHtml) };
      }),
    );
    if (article.onlyCompanyB) await db.insert(kbArticleCompanies).values({ articleId, companyId: people.companyB });
  }
}
