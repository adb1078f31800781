// The sector solutions, case studies, platforms, algorithm, company and join-us pages, and the
// home page's sections, in both languages: headings, the §1 lists, the §9 figures, the security
// table, the partner levels, the certificate viewer and the algorithm downloads and trial.
// Expected words come from the generated content modules.
import { contactConfig } from '../../site/src/generated/config.gen';
import type { Locale } from '../../site/src/generated/messages.gen';
import { content as aiot } from '../../site/src/generated/pages/aiot-platform.gen';
import { content as algorithm } from '../../site/src/generated/pages/algorithm.gen';
import { content as bankCase } from '../../site/src/generated/pages/bank-case.gen';
import { content as cooperation } from '../../site/src/generated/pages/business-cooperation.gen';
import { content as cityCase } from '../../site/src/generated/pages/city-case.gen';
import { content as cityVideoCase } from '../../site/src/generated/pages/city-video-case.gen';
import { content as companyProfile } from '../../site/src/generated/pages/company-profile.gen';
import { content as contactUs } from '../../site/src/generated/pages/contact-us.gen';
import { content as customers } from '../../site/src/generated/pages/customers.gen';
import { content as epidemicCase } from '../../site/src/generated/pages/epidemic-case.gen';
import { content as epidemic } from '../../site/src/generated/pages/epidemic-prevention.gen';
import { content as foshanSchool } from '../../site/src/generated/pages/foshan-school-case.gen';
import { content as home } from '../../site/src/generated/pages/home.gen';
import { content as honours } from '../../site/src/generated/pages/honours.gen';
import { content as hospitalOne } from '../../site/src/generated/pages/hospital-case-one.gen';
import { content as hospitalTwo } from '../../site/src/generated/pages/hospital-case-two.gen';
import { content as mobileBankCase } from '../../site/src/generated/pages/mobile-bank-case.gen';
import { content as partner } from '../../site/src/generated/pages/partner-programme.gen';
import { content as platforms } from '../../site/src/generated/pages/platform-capability.gen';
import { content as recruitment } from '../../site/src/generated/pages/recruitment.gen';
import { content as attendanceCase } from '../../site/src/generated/pages/school-attendance-case.gen';
import { content as campus } from '../../site/src/generated/pages/smart-campus.gen';
import { content as city } from '../../site/src/generated/pages/smart-city.gen';
import { content as commerce } from '../../site/src/generated/pages/smart-commerce.gen';
import { content as finance } from '../../site/src/generated/pages/smart-finance.gen';
import { content as medical } from '../../site/src/generated/pages/smart-medical.gen';
import { content as security } from '../../site/src/generated/pages/smart-security.gen';
import { expect, type Page, test } from './fixtures';
import { proves } from './proves';
import { expectHeading, namedWithHidden, openPage, revealAll, titleOf } from './site';

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

const main = (page: Page) => page.getByRole('main');

const SECTORS = [
  ['/city', city],
  ['/smartcampus', campus],
  ['/finance', finance],
  ['/antiepidemic', epidemic],
  ['/business', commerce],
  ['/medicalcare', medical],
  ['/security', security],
  ['/aiot', aiot],
] as const;

const CASES = [
  ['/citycase', cityCase],
  ['/cityvideocase', cityVideoCase],
  ['/schoolattendance', attendanceCase],
  ['/schoolfoshan', foshanSchool],
  ['/bank', bankCase],
  ['/mobilebank', mobileBankCase],
  ['/adera', epidemicCase],
  ['/hospitalone', hospitalOne],
  ['/hospitaltwo', hospitalTwo],
] as const;

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    for (const [path, content] of SECTORS) {
      test(
        `${path}: challenges, solution, capabilities, figures and links`,
        proves('CONTENT-SECTORS', 'UI-SECTOR-PAGES'),
        async ({ page }) => {
          const errors = await openPage(page, path, locale);
          const text = content[locale];
          await expect(main(page).getByRole('img', { name: text.heroImageAlt })).toBeVisible();
          for (const heading of [
            text.challengesTitle,
            text.solutionTitle,
            text.capabilitiesTitle,
            text.offeringsTitle,
            text.casesTitle,
          ])
            await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
          for (const item of [...text.challenges, ...text.capabilities])
            await expect(main(page).getByRole('heading', { level: 3, name: item.title })).toBeVisible();
          for (const figure of text.figures)
            await expect(main(page).getByText(figure.label, { exact: true })).toBeVisible();
          for (const card of [...text.offerings, ...text.cases]) {
            const link = main(page).getByRole('link', { name: namedWithHidden(text.more, `: ${card.title}`) });
            await expect(link).toHaveAttribute('href', `#${card.to}`);
          }
          expect(errors).toEqual([]);
        },
      );
    }

    test(
      '/security: the algorithm table has serial number, type, capability and alert strategy',
      proves('CONTENT-SECURITY-TABLE'),
      async ({ page }) => {
        await openPage(page, '/security', locale);
        const table = security[locale].algorithmTable;
        const grid = main(page).getByRole('table', { name: table.caption });
        await expect(grid.getByRole('columnheader')).toHaveText([
          table.serial,
          table.type,
          table.capability,
          table.alert,
        ]);
        const rows = grid.getByRole('row');
        await expect(rows).toHaveCount(table.rows.length + 1);
        for (const [index, row] of table.rows.entries()) {
          await expect(
            rows
              .nth(index + 1)
              .getByRole('cell')
              .first(),
          ).toHaveText(String(index + 1));
          await expect(rows.nth(index + 1).getByRole('rowheader')).toHaveText(row.type);
          await expect(rows.nth(index + 1)).toContainText(row.alert);
        }
      },
    );

    for (const [path, content] of CASES) {
      test(
        `${path}: facts, challenge, solution, deployment and results`,
        proves('UI-SECTOR-PAGES'),
        async ({ page }) => {
          const errors = await openPage(page, path, locale);
          const text = content[locale];
          const facts = main(page).getByRole('table', { name: text.factsTitle });
          for (const fact of text.facts)
            await expect(facts.getByRole('row', { name: `${fact.label} ${fact.value}` })).toBeVisible();
          for (const item of text.deployed)
            await expect(main(page).getByRole('listitem').filter({ hasText: item })).toBeVisible();
          for (const result of text.results)
            await expect(main(page).getByText(result.label, { exact: true })).toBeVisible();
          for (const link of text.related)
            await expect(main(page).getByRole('link', { name: link.label })).toHaveAttribute('href', `#${link.to}`);
          expect(errors).toEqual([]);
        },
      );
    }

    test(
      '§9 campus, attendance, event clip and finance figures are stated where they belong',
      proves(
        'CONTENT-CAMPUS-CAMERAS',
        'CONTENT-ATTENDANCE-7DAY',
        'CONTENT-EVENT-CLIPS',
        'CONTENT-FINANCE-ENTERPRISES',
        'CONTENT-ACCESS-RIGHTS',
      ),
      async ({ page }) => {
        await openPage(page, '/schoolfoshan', locale);
        const cameras = foshanSchool[locale].facts.find((fact) => fact.value === '100');
        expect(cameras).toBeDefined();
        await expect(main(page).getByRole('row', { name: `${cameras?.label} 100` })).toBeVisible();
        await openPage(page, '/schoolattendance', locale);
        await expect(main(page)).toContainText(locale === 'en-US' ? '7-day abnormal attendance' : '近 7 天异常考勤');
        await openPage(page, '/cityvideocase', locale);
        await expect(main(page)).toContainText(locale === 'en-US' ? '10 seconds before and after' : '事件前后各 10 秒');
        await openPage(page, '/finance', locale);
        await expect(main(page)).toContainText(
          locale === 'en-US' ? 'more than 50 financial enterprises' : '50 余家金融机构',
        );
        await openPage(page, '/smartcampus', locale);
        await expect(main(page)).toContainText(
          locale === 'en-US' ? 'a blacklist bars, a whitelist admits' : '黑名单禁止通行，白名单直接放行',
        );
        for (const role of locale === 'en-US' ? ['Leaders', 'teachers', 'students'] : ['校领导', '教师', '学生'])
          await expect(main(page)).toContainText(role);
      },
    );

    test(
      'home: hero, the three offers, 40+ models, 30+ customers, 50+ banks, sectors, news and customers',
      proves('CONTENT-ALGORITHM-MODELS', 'CONTENT-CUSTOMERS-30', 'CONTENT-FINANCE-ENTERPRISES'),
      async ({ page }) => {
        const errors = await openPage(page, '/home', locale);
        const text = home[locale];
        await expect(main(page).getByRole('img', { name: text.heroImageAlt })).toBeVisible();
        await revealAll(page);
        const figures = main(page).locator('.key-figures');
        for (const claim of text.claims) {
          await expect(figures.getByRole('definition').filter({ hasText: claim.value })).toBeVisible();
          await expect(figures.getByRole('term').filter({ hasText: claim.label })).toBeVisible();
        }
        await expect(main(page).locator('.sector-links').getByRole('link')).toHaveCount(7);
        await expect(main(page).locator('.logos').getByRole('img')).toHaveCount(10);
        await expect(main(page).locator('.latest-news').getByRole('link').first()).toBeVisible();
        expect(errors).toEqual([]);
      },
    );

    test(
      'platforms: the three platforms, and the company, honours and customers pages',
      proves(
        'CONTENT-PLATFORMS',
        'CONTENT-COMPANY-PROFILE',
        'CONTENT-HISTORY-2014-2022',
        'CONTENT-PATENTS',
        'CONTENT-CUSTOMERS-30',
      ),
      async ({ page }) => {
        await openPage(page, '/platformcapability', locale);
        for (const platform of platforms[locale].platforms)
          await expect(main(page).getByRole('heading', { level: 3, name: platform.title })).toBeVisible();
        await openPage(page, '/companyprofile', locale);
        const profile = companyProfile[locale];
        const years = main(page).locator('.timeline time');
        await expect(years).toHaveText(['2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022']);
        for (const value of profile.values)
          await expect(main(page).getByRole('heading', { level: 3, name: value.title })).toBeVisible();
        await openPage(page, '/glory', locale);
        for (const figure of honours[locale].figures)
          await expect(main(page).locator('.key-figures')).toContainText(`${figure.label}${figure.value}`);
        await openPage(page, '/customer', locale);
        const logos = main(page).locator('.logos').getByRole('img');
        expect(await logos.count()).toBeGreaterThanOrEqual(30);
        const names = customers[locale].groups.flatMap((group) => group.names);
        await expect(logos.first()).toHaveAccessibleName(names[0] ?? '');
      },
    );

    test(
      'join us: recruitment, partner levels, business cooperation and contact with the hotline',
      proves('CONTENT-JOIN', 'CONTENT-PARTNER-LEVELS', 'UI-BUSINESS-COOPERATION', 'DECISION-PHONE-NUMBER'),
      async ({ page }) => {
        await openPage(page, '/recruitment', locale);
        for (const reason of recruitment[locale].reasons)
          await expect(main(page).getByRole('heading', { level: 3, name: reason.title })).toBeVisible();
        await openPage(page, '/cooperativepartner', locale);
        const levels = partner[locale];
        const table = main(page).getByRole('table', { name: levels.levelsTitle });
        const expected = {
          'en-US': [
            ['Gold', 'S', 'One per prefecture-level city'],
            ['Silver', 'A'],
            ['Bronze', 'B'],
          ],
          'zh-CN': [
            ['金牌', 'S', '每个地级市限一家'],
            ['银牌', 'A'],
            ['铜牌', 'B'],
          ],
        }[locale];
        for (const [index, cells] of expected.entries()) {
          const row = table.getByRole('row').nth(index + 1);
          for (const cell of cells) await expect(row).toContainText(cell);
        }
        await expect(
          main(page).getByRole('button', { name: levels.columns.level }).or(main(page).getByRole('region').first()),
        ).toBeVisible();
        await openPage(page, '/work', locale);
        const work = cooperation[locale];
        for (const model of work.models)
          await expect(main(page).getByRole('heading', { level: 3, name: model.title })).toBeVisible();
        await main(page)
          .getByRole('link', { name: namedWithHidden(work.more, `: ${work.start[0]?.title}`) })
          .click();
        await expectHeading(page, await titleOf('/cooperativepartner', locale));
        await openPage(page, '/contactus', locale);
        const contact = contactUs[locale];
        const hotline = main(page).getByRole('link', { name: contactConfig.hotline });
        await expect(hotline).toHaveAttribute('href', `tel:${contactConfig.hotline.replace(/-/g, '')}`);
        await expect(
          main(page)
            .getByRole('definition')
            .filter({ hasText: locale === 'en-US' ? 'Nanhai District, Foshan' : '佛山市南海区' }),
        ).toBeVisible();
        await expect(main(page).getByRole('img', { name: contact.mapAlt })).toBeVisible();
      },
    );

    test(
      'algorithm: seven algorithms with indicators, call modes, the test board, guides that download and packages that open the trial',
      proves('CONTENT-ALGORITHMS', 'CONTENT-ALGORITHM-OFFER', 'UI-ALGORITHM-DOWNLOAD-TRIAL', 'CONTENT-TEST-BOARD'),
      async ({ page }) => {
        const errors = await openPage(page, '/algorithm', locale);
        const text = algorithm[locale];
        await expect(main(page).locator('.algorithms h3')).toHaveText(text.algorithms.map((item) => item.title));
        for (const item of text.algorithms) {
          const indicators = main(page).getByRole('table', { name: item.title });
          await expect(indicators.getByRole('row')).toHaveCount(item.indicators.length + 1);
        }
        for (const mode of text.modes)
          await expect(main(page).getByRole('heading', { level: 3, name: mode.title })).toBeVisible();
        await expect(main(page).getByText(text.boardNote)).toBeVisible();
        expect(text.boardNote).toMatch(locale === 'en-US' ? /2 GB memory and 8 GB storage/ : /2G 内存、8G 存储/);
        // A guide is a real file of the build.
        const guide = text.downloads.find((download) => download.id === 'linux-guide');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          main(page)
            .getByRole('link', { name: namedWithHidden(guide?.action ?? '', `: Linux ${guide?.item}`) })
            .click(),
        ]);
        expect(download.suggestedFilename()).toBe('tianmu-face-sdk-linux-guide.txt');
        // A package opens the trial form with its delivery chosen.
        const apk = text.downloads.find((download) => download.id === 'android-apk');
        await main(page)
          .getByRole('button', { name: namedWithHidden(apk?.action ?? '', `: Android ${apk?.item}`) })
          .click();
        const form = main(page).getByRole('region', {
          name: locale === 'en-US' ? 'Request a free trial' : '申请免费试用',
        });
        await expect(form.getByLabel(locale === 'en-US' ? 'How you want to try it' : '试用方式')).toHaveValue(
          'android-apk',
        );
        await expect(form.getByLabel(locale === 'en-US' ? 'Company name' : '公司名称')).toBeFocused();
        await page.keyboard.type('Foshan Gate Systems');
        await form.getByLabel(locale === 'en-US' ? 'Your name' : '您的姓名').fill('Li Wei');
        await form.getByLabel(locale === 'en-US' ? 'Mobile phone number' : '手机号码').fill('13800138000');
        await form.getByLabel(locale === 'en-US' ? 'Email address' : '电子邮箱').fill('li.wei@example.com');
        const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/'));
        await form.getByRole('button', { name: locale === 'en-US' ? 'Request the trial' : '提交试用申请' }).click();
        expect((await sent).postDataJSON()).toMatchObject({
          type: 'trial',
          delivery: 'android-apk',
          company: 'Foshan Gate Systems',
        });
        await expect(form.getByRole('status')).toContainText(locale === 'en-US' ? 'Thank you' : '提交成功');
        expect(errors).toEqual([]);
      },
    );

    test(
      'honours: a certificate zooms with the buttons, the wheel, a pinch and the keyboard; Escape closes',
      proves('UI-CERTIFICATE-ZOOM'),
      async ({ page }) => {
        await openPage(page, '/glory', locale);
        const text = honours[locale];
        const first = text.certificates[0];
        const opener = main(page).getByRole('button', { name: `${text.viewer.open}: ${first?.title}` });
        await opener.click();
        const viewer = page.getByRole('dialog', { name: first?.title });
        await expect(viewer).toBeVisible();
        const content = viewer.locator('.zoom-content');
        const zoom = viewer.locator('output');
        await expect(zoom).toHaveText('100%');
        await viewer.getByRole('button', { name: text.viewer.zoomIn }).click();
        await expect(zoom).toHaveText('125%');
        await viewer.getByRole('button', { name: text.viewer.zoomOut }).click();
        await viewer.getByRole('button', { name: text.viewer.zoomOut }).click();
        await expect(zoom).toHaveText('80%');
        await viewer.getByRole('button', { name: text.viewer.reset }).click();
        await expect(content).toHaveAttribute('data-zoom', '1');
        // The wheel.
        await viewer.locator('.zoom-stage').hover();
        await page.mouse.wheel(0, -100);
        await expect(zoom).toHaveText('125%');
        // The keyboard.
        await page.keyboard.press('0');
        await expect(zoom).toHaveText('100%');
        await page.keyboard.press('+');
        await page.keyboard.press('+');
        await expect(zoom).toHaveText('156%');
        await page.keyboard.press('-');
        await expect(zoom).toHaveText('125%');
        // A pinch: two pointers moving apart.
        await page.keyboard.press('0');
        await viewer.locator('.zoom-stage').evaluate((stage) => {
          const fire = (type: string, pointerId: number, clientX: number) =>
            stage.dispatchEvent(
              new PointerEvent(type, { pointerId, clientX, clientY: 200, bubbles: true, pointerType: 'touch' }),
            );
          fire('pointerdown', 1, 300);
          fire('pointerdown', 2, 400);
          fire('pointermove', 2, 500);
          fire('pointerup', 1, 300);
          fire('pointerup', 2, 500);
        });
        await expect(zoom).toHaveText('200%');
        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
        await expect(opener).toBeFocused();
      },
    );
  });
}
