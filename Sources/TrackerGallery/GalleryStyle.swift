/// The gallery's one style sheet, `gallery.css`: the page around the phones, and a
/// drawing for each element kind in the app's palette, mirrored in right-to-left phones.
enum GalleryStyle {
  static let sheet = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; margin: 16px 24px; color: #1A1B22; background: #F2F2F4; }
    nav { margin-bottom: 8px; } nav a { margin-inline-end: 12px; } nav .languages { color: #555; }
    h1 small { font-weight: normal; color: #777; font-size: 60%; }
    table { border-collapse: collapse; background: #fff; margin-bottom: 24px; }
    td, th { border: 1px solid #ddd; padding: 3px 6px; vertical-align: top; text-align: start; }
    table.keys td:nth-child(3), table.texts td:nth-child(4) { color: #555; max-width: 420px; }
    .warn { color: #C62828; font-weight: bold; } .codes { color: #777; font-size: 12px; }
    .pair { display: flex; flex-wrap: wrap; gap: 32px; align-items: flex-start; }
    .side { width: 375px; } .side h2 { margin: 4px 0; }
    ul.spoken { padding-inline-start: 18px; font-size: 12px; } ul.spoken code { color: #777; }
    .offscreen .hidden-text { background: #fff; border-radius: 8px; padding: 6px 8px; margin: 4px 0; font-size: 13px; }
    .offscreen .page { width: 343px; min-height: 200px; border-radius: 12px; margin: 0; padding: 80px 16px 24px; }

    .phone { width: 375px; min-height: 760px; background: #fff; border: 10px solid #1A1B22; border-radius: 44px;
      box-sizing: content-box; position: relative; padding-bottom: 84px; overflow: visible;
      font-family: -apple-system, "SF Pro Text", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; font-size: 17px; }
    .phone.broken { padding: 24px; color: #C62828; }
    .status { height: 44px; line-height: 44px; padding-inline-start: 32px; font-weight: 600; font-size: 15px; }
    .screen { padding: 0 16px; }
    .user { color: #1A1B22; }
    .tx { position: relative; outline: 1px dotted rgba(55, 114, 231, 0.45); outline-offset: 1px; }
    .tx:hover, .tx:focus, .tx:target { outline: 2px solid #3772E7; background: rgba(55, 114, 231, 0.12); }
    .tx.fallback { outline: 2px dotted #FF881E; background: rgba(255, 136, 30, 0.12); }
    .tx.overflow { outline: 2px dashed #E53935; background: rgba(229, 57, 53, 0.10); }
    .tx:hover::after, .tx:focus::after, .tx:target::after { content: attr(data-tip); position: absolute; z-index: 10;
      top: 100%; inset-inline-start: 0; width: 280px; white-space: pre-wrap; direction: ltr; unicode-bidi: isolate; text-align: left;
      background: #1A1B22; color: #fff; font: 12px/1.35 -apple-system, Roboto, "Noto Sans", sans-serif; font-weight: normal;
      padding: 8px; border-radius: 8px; box-shadow: 0 4px 16px rgba(0,0,0,0.3); }

    .banner { background: #FFF4E5; border-radius: 12px; padding: 8px 12px; margin: 4px 0 8px; font-size: 13px; }
    .banner-title { font-weight: 600; }
    .title { font-size: 34px; font-weight: 700; margin: 4px 0 8px; }
    .sheet .sheet-title { font-size: 16px; font-weight: 500; text-align: center; margin: 14px 0 24px; }
    .toolbar { display: flex; gap: 8px; justify-content: space-between; margin: 0 -6px; }
    .button { border-radius: 16px; padding: 0 12px; text-align: center; font-size: 16px; font-weight: 500; }
    .button.primary { background: #1A1B22; color: #fff; padding: 19px 12px; }
    .button.destructive { border: 1px solid #F56B6C; color: #F56B6C; padding: 18px 12px; }
    .button.plain { color: #1A1B22; display: inline-block; background: #F0F0F0; border-radius: 8px; padding: 6px 8px; font-size: 17px; margin: 4px 0; }
    .button.icon { background: none; font-size: 28px; font-weight: 300; padding: 0 6px; }
    .button.disabled { background: #AEAFB4; color: #fff; border-color: #AEAFB4; }
    .buttons { display: flex; gap: 8px; margin: 16px 0; } .buttons .button { flex: 1; }
    .buttons.stacked { flex-direction: column; }
    .menu { background: rgba(235, 235, 240, 0.9); border-radius: 13px; margin: 24px 0; }
    .menu-title { text-align: center; color: #1A1B22; font-size: 13px; padding: 14px 16px; }
    .button.menu-button { display: block; background: #F5F5F7; color: #007AFF; border: none; border-top: 1px solid #d8d8dc;
      border-radius: 0; padding: 17px 12px; font-size: 17px; font-weight: 400; margin: 0; }
    .button.menu-button.destructive { color: #F56B6C; }
    .menu > .menu-button:first-child { border-top: none; border-radius: 13px 13px 0 0; }
    .menu > .menu-title + .menu-button { border-radius: 0; }
    .menu > .menu-button:last-child { border-radius: 0 0 13px 13px; }
    .field { background: rgba(230, 232, 235, 0.3); border-radius: 16px; padding: 0 16px; min-height: 75px; display: flex; align-items: center; gap: 8px; margin: 8px 0; }
    .field-text { flex: 1; } .field-placeholder { color: #AEAFB4; }
    .field .button.icon { font-size: 17px; color: #AEAFB4; }
    .field-error { color: #F56B6C; text-align: center; margin: 4px 0 8px; }
    .group { background: rgba(230, 232, 235, 0.3); border-radius: 16px; margin: 16px 0; }
    .row { display: flex; align-items: center; min-height: 75px; padding: 0 16px; border-bottom: 1px solid #E6E8EB; }
    .row:last-child { border-bottom: none; }
    .row-texts { flex: 1; } .row-subtitle { color: #AEAFB4; }
    .chevron { color: #AEAFB4; font-size: 24px; } .checkmark { color: #3772E7; font-size: 20px; font-weight: 700; }
    [dir="rtl"] .chevron { transform: scaleX(-1); }
    .switch { width: 51px; height: 31px; border-radius: 16px; background: #E6E8EB; position: relative; flex: none; }
    .switch.on { background: #3772E7; }
    .knob { position: absolute; top: 2px; inset-inline-start: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,0.3); }
    .switch.on .knob { inset-inline-start: 22px; }
    .placeholder { text-align: center; margin: 120px 0 40px; font-size: 12px; font-weight: 500; }
    .placeholder-image { font-size: 64px; line-height: 80px; }
    .section-title { font-size: 19px; font-weight: 700; margin: 16px 12px 12px; }
    .cards { display: flex; flex-wrap: wrap; gap: 9px; }
    .card { width: 167px; }
    .card-block { border-radius: 16px; min-height: 90px; padding: 12px; box-sizing: border-box; color: #fff; position: relative; }
    .card-emoji { display: inline-block; width: 24px; height: 24px; line-height: 24px; text-align: center; border-radius: 50%; background: rgba(255,255,255,0.3); font-size: 14px; }
    .pin { position: absolute; top: 12px; inset-inline-end: 8px; font-size: 12px; }
    .card-name { font-size: 12px; font-weight: 500; margin-top: 8px; }
    .card-name .user { color: inherit; }
    .card-footer { display: flex; align-items: center; justify-content: space-between; padding: 8px 12px 16px; font-size: 12px; font-weight: 500; }
    .done-button { width: 34px; height: 34px; border-radius: 50%; color: #fff; text-align: center; line-height: 34px; font-size: 20px; flex: none; }
    .done-button.done, .done-button.disabled { opacity: 0.3; }
    .grid { margin: 16px 0; } .grid-title { font-size: 19px; font-weight: 700; margin: 8px 12px; }
    .cells { display: grid; gap: 4px; }
    .cell { height: 52px; display: flex; align-items: center; justify-content: center; border-radius: 16px; font-size: 32px; }
    .cell.emoji.selected { background: #E6E8EB; }
    .cell.number { font-size: 17px; height: 40px; } .cell.number.selected { background: #E6E8EB; font-weight: 700; }
    .cell.color .swatch { width: 40px; height: 40px; border-radius: 8px; background: var(--swatch); }
    .cell.color.selected { box-shadow: inset 0 0 0 3px var(--swatch); opacity: 0.85; }
    .tab-bar { position: absolute; bottom: 0; left: 0; right: 0; display: flex; border-top: 1px solid #E6E8EB; padding: 6px 0 24px; background: #fff; border-radius: 0 0 34px 34px; }
    .tab { flex: 1; text-align: center; color: #AEAFB4; font-size: 10px; font-weight: 500; }
    .tab.selected { color: #3772E7; } .tab-icon { font-size: 22px; }
    .page { border-radius: 34px 34px 0 0; min-height: 560px; margin: -44px -16px 0; padding: 300px 16px 0; box-sizing: border-box; }
    .page.onboardingBlue { background: linear-gradient(160deg, #9FC3FF, #E7D9FF 60%, #FFFFFF); }
    .page.onboardingRed { background: linear-gradient(160deg, #FFB0A8, #FFE0C7 60%, #FFFFFF); }
    .page-title { font-size: 32px; font-weight: 700; text-align: center; margin: 0; }
    .page-control { text-align: center; margin: 24px 0; }
    .dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: rgba(26,27,34,0.3); margin: 0 4px; }
    .dot.on { background: #1A1B22; }
    .counter { font-size: 32px; font-weight: 700; text-align: center; margin: 24px 0; }
    .week-strip { display: flex; align-items: center; margin: 8px 0; }
    .week-strip .button.plain { background: none; font-size: 22px; padding: 0 2px; }
    .week-strip .day { flex: 1; }
    .day { text-align: center; border-radius: 10px; padding: 4px 0; position: relative; }
    .day-name { font-size: 11px; color: #777; } .day-number { font-size: 17px; }
    .day.today { color: #3772E7; font-weight: 700; }
    .day.selected { background: #1A1B22; color: #fff; } .day.selected .day-name { color: #ddd; }
    .day.done .day-number::after, .day.perfect .day-number::after { content: "✓"; font-size: 10px; color: #33CF69; position: absolute; inset-inline-end: 2px; top: 0; }
    .day.counted .day-number { text-decoration: underline dotted #AEAFB4; }
    .month { margin: 8px 0; }
    .weekday { display: inline-block; width: 14.28%; text-align: center; font-size: 13px; color: #777; }
    .week { display: flex; } .week .day, .week .blank { flex: 1; min-height: 36px; }
    .streak { font-size: 13px; color: #777; margin: 4px 0; } .streak-mark { font-weight: 700; color: #FF881E; }
    .indicators { margin: 40px 0; }
    .indicator { border: 1px solid transparent; border-radius: 16px; padding: 12px; margin: 12px 0;
      background: linear-gradient(#fff, #fff) padding-box, linear-gradient(90deg, #FD4C49, #46E69D, #007BFA) border-box; }
    .indicator-value { font-size: 34px; font-weight: 700; } .indicator-title { font-size: 12px; font-weight: 500; }
    .header { display: flex; align-items: center; gap: 12px; margin: 16px 0; }
    .header-emoji { width: 48px; height: 48px; border-radius: 50%; font-size: 28px; line-height: 48px; text-align: center; flex: none; }
    .header-name { font-size: 19px; font-weight: 700; }
    .notes { color: #555; font-size: 15px; margin: 8px 0; }
    .progress { margin: 16px 0; } .progress-head { display: flex; justify-content: space-between; }
    .progress-bar { height: 8px; border-radius: 4px; background: #E6E8EB; margin: 8px 0; overflow: hidden; }
    .progress-fill { height: 100%; background: #33CF69; }
    .progress-detail { font-size: 13px; color: #777; }
    .outside { padding: 8px 12px; }
    .outside h3 { font-size: 13px; margin: 12px 0 4px; color: #555; }
    .outside-block { font-family: ui-monospace, monospace; font-size: 12px; }
    .outside-line { margin: 3px 0; }
    """
}
