-- wrk script: each request takes the next line of the file given after `--` ("<path>\t<cookie>"), so the
-- load spreads over many members and sessions; at the end one JSON line with the figures the bench reads.
local lines = {}
local index = 0

function init(args)
  for line in io.lines(args[1]) do
    local path, cookie = line:match("^([^\t]*)\t?(.*)$")
    lines[#lines + 1] = { path = path, cookie = cookie }
  end
  index = math.random(#lines)
end

function request()
  index = index % #lines + 1
  local item = lines[index]
  local headers = {}
  if item.cookie ~= "" then headers["Cookie"] = item.cookie end
  return wrk.format("GET", item.path, headers)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,"meanUs":%.1f,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.max, latency.mean, e.connect, e.read, e.write, e.status, e.timeout))
end
