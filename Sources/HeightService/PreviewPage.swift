/// The live preview page (`GET /preview`): a template (one of the folder's, or YAML typed in when the
/// server allows inline templates) and a sample item, drawn with the overlay at the chosen devices and
/// content sizes, with heights, lint findings and errors, redrawn a moment after each keystroke; a finding
/// or error at a line of the YAML typed in selects that line when clicked. `?template=NAME` opens with
/// one of the folder's templates picked. The page is self-contained (no script or style from elsewhere)
/// and talks only to `/v1/templates` and `/v1/preview`.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>cellheight preview</title>
<style>
  body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 420px 1fr; height: 100vh; }
  #editor { padding: 12px; border-right: 1px solid #ddd; display: flex; flex-direction: column; gap: 8px; overflow: auto; }
  textarea { font: 12px ui-monospace, monospace; width: 100%; box-sizing: border-box; }
  #yaml { flex: 1; min-height: 240px; } #item { min-height: 120px; }
  #result { padding: 12px; overflow: auto; }
  .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
  figure { margin: 0; } figcaption { color: #555; font-size: 12px; margin-top: 4px; }
  .findings li { color: #a05a00; } .findings li.note { color: #555; } .errors li { color: #b00020; }
  li.goes { cursor: pointer; text-decoration: underline dotted; }
  label { font-weight: 600; } fieldset { border: 1px solid #ddd; }
</style>
</head>
<body>
<div id="editor">
  <label for="source">Template</label>
  <select id="source"><option value="">(YAML below)</option></select>
  <textarea id="yaml" spellcheck="false">identifier: Preview
views:
  - label: {name: title, font: {size: 17, weight: semibold}, lines: 0}
  - label: {name: body, font: {style: body}, lines: 0}
constraints:
  - "V:|-[title]-8-[body]-|"
  - "H:|-[title]-|"
  - "H:|-[body]-|"
bindings:
  title: title
  body: text
</textarea>
  <label for="item">Item (JSON)</label>
  <textarea id="item" spellcheck="false">{"id": 1, "title": "Hello", "text": "A cell whose height follows its text, as UIKit lays it out."}</textarea>
  <fieldset id="devices"><legend>Devices</legend></fieldset>
  <label for="sizes">Content sizes</label>
  <select id="sizes" multiple size="4">
    <option selected>large</option><option>xSmall</option><option>small</option><option>medium</option><option>xLarge</option>
    <option>xxLarge</option><option>xxxLarge</option><option>AX1</option><option>AX2</option><option>AX3</option><option>AX4</option><option>AX5</option>
  </select>
</div>
<div id="result">
  <div id="status">…</div>
  <ul class="errors" id="errors"></ul>
  <table id="heights"></table>
  <ul class="findings" id="findings"></ul>
  <div class="pictures" id="pictures"></div>
</div>
<script>
const devices = ["iphone-se", "iphone-16", "iphone-16-pro-max"];
const $ = (id) => document.getElementById(id);
for (const name of devices) {
  const box = document.createElement("label");
  box.innerHTML = `<input type="checkbox" value="${name}" ${name === "iphone-16" ? "checked" : ""}> ${name} `;
  $("devices").appendChild(box);
}
// `/preview?template=NAME` opens with one of the folder's templates picked.
const wanted = new URLSearchParams(location.search).get("template");
fetch("/v1/templates").then(r => r.json()).then(list => {
  for (const t of list.templates) {
    const option = document.createElement("option");
    option.value = t.name; option.textContent = t.name + (t.error ? " (error)" : "");
    $("source").appendChild(option);
  }
  if (wanted && list.templates.some(t => t.name === wanted)) $("source").value = wanted;
  // A server that takes no inline template opens on the first of its folder's that loads.
  else if (list.inline === false) $("source").value = (list.templates.find(t => !t.error) || { name: "" }).name;
}).catch(() => {}).finally(draw);
let timer = null, sequence = 0;
function schedule() { clearTimeout(timer); timer = setTimeout(draw, 250); }
function text(tag, value) { const e = document.createElement(tag); e.textContent = value; return e; }
// Selects line n of the YAML typed in: a finding or an error at a line of it goes there when clicked.
function selectLine(n) {
  const lines = $("yaml").value.split("\n");
  const start = lines.slice(0, n - 1).reduce((sum, line) => sum + line.length + 1, 0);
  $("yaml").focus();
  $("yaml").setSelectionRange(start, start + (lines[n - 1] || "").length);
}
function lineItem(message, line, severity) {
  const li = text("li", message);
  if (severity) li.className = severity;
  if (line && !$("source").value) {
    li.classList.add("goes");
    li.title = "select the line";
    li.addEventListener("click", () => selectLine(line));
  }
  return li;
}
// Clears the last answer's heights, pictures and findings and says why there is none: heights left on the
// page would pass for those of the item or template as typed now.
function showFailure(message) {
  $("errors").replaceChildren(); $("findings").replaceChildren(); $("pictures").replaceChildren(); $("heights").replaceChildren();
  $("status").textContent = "";
  $("errors").appendChild(text("li", message));
}
async function draw() {
  const mine = ++sequence;
  // The item goes as typed: parsed here only to say where it is not JSON. Parsed and written again, a long
  // number would lose digits and a name given twice its first value, and the cell would not be the table's.
  const item = $("item").value;
  try { JSON.parse(item); } catch (e) { showFailure("item: " + e.message); return; }
  const request = {
    devices: [...$("devices").querySelectorAll("input:checked")].map(i => i.value),
    contentSizes: [...$("sizes").selectedOptions].map(o => o.value),
  };
  if ($("source").value) request.template = $("source").value; else request.inline = $("yaml").value;
  $("yaml").disabled = !!$("source").value;
  let response, answer;
  try {
    response = await fetch("/v1/preview", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"item":' + item + "," + JSON.stringify(request).slice(1) });
    answer = await response.json();
  } catch (e) {
    if (mine === sequence) showFailure("no answer from the server (" + e.message + "); the page draws again at the next edit");
    return;
  }
  if (mine !== sequence) return;
  $("errors").replaceChildren(); $("findings").replaceChildren(); $("pictures").replaceChildren(); $("heights").replaceChildren();
  if (!response.ok) { $("status").textContent = ""; $("errors").appendChild(lineItem(answer.error, answer.line)); return; }
  $("status").textContent = `template ${answer.template} · ${answer.fingerprint}`;
  for (const e of answer.errors) $("errors").appendChild(text("li", e.message));
  for (const issue of answer.issues) {
    const inTyped = !$("source").value && issue.file === "inline.yaml";
    const place = issue.line ? `line ${issue.line}: ` : "";
    $("findings").appendChild(lineItem(`${issue.severity}: ${place}${issue.message}`, inTyped ? issue.line : null, issue.severity));
  }
  const header = $("heights").insertRow();
  for (const h of ["width", "scale", "content size", "height"]) header.appendChild(text("th", h));
  for (const row of answer.rows) {
    const tr = $("heights").insertRow();
    for (const v of [row.width, row.scale, row.contentSize, Number(row.height.toFixed(2))]) tr.insertCell().textContent = v;
  }
  for (const p of answer.pictures) {
    const figure = document.createElement("figure");
    const img = document.createElement("img");
    img.src = "data:image/png;base64," + p.png;
    img.width = p.pixelWidth / p.scale;
    figure.appendChild(img);
    figure.appendChild(text("figcaption", `${p.width} pt @${p.scale}x, ${p.contentSize}`));
    $("pictures").appendChild(figure);
  }
}
for (const id of ["yaml", "item", "source", "sizes"]) $(id).addEventListener("input", schedule);
$("devices").addEventListener("change", schedule);
</script>
</body>
</html>
"""#
}
